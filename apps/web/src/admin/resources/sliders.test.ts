import { FILE_LIMITS, MESSAGES } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { checkSlideImage, sliderFormData } from './sliders';

const file = (type: string, size: number) => ({ type, size }) as File;

describe('checkSlideImage', () => {
  it('requires an image on add only', () => {
    expect(checkSlideImage(null, true)).toBe(MESSAGES.sliders.imageRequired);
    expect(checkSlideImage(null, false)).toBeNull();
  });

  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(checkSlideImage(file(type, FILE_LIMITS.sliderImage), true)).toBeNull();
    }
  });

  it('refuses other types and larger files', () => {
    expect(checkSlideImage(file('image/gif', 10), true)).toBe(MESSAGES.sliders.invalidFileType);
    expect(checkSlideImage(file('image/png', FILE_LIMITS.sliderImage + 1), true)).toBe(
      MESSAGES.sliders.fileTooLarge,
    );
  });
});

describe('sliderFormData', () => {
  it('sends the text fields, and the image only when one was chosen', () => {
    const body = sliderFormData(
      { thumbnail: 'Work in Canada', title: 'Skilled jobs', status: 'Published' },
      null,
    );
    expect(Object.fromEntries(body.entries())).toEqual({
      thumbnail: 'Work in Canada',
      title: 'Skilled jobs',
      status: 'Published',
    });
    const image = new File(['x'], 'slide.png', { type: 'image/png' });
    expect(sliderFormData({ thumbnail: 'A b c', title: 'D e f' }, image).get('image')).toBeInstanceOf(File);
  });
});
