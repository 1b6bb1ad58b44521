import { FILE_LIMITS, LABELS, MB, MESSAGES, PUBLISH_STATUSES, type SliderFields } from '@visadesk/contract';
import { PublishBadge } from './publish-badge';
import { savedOrWhy } from './resource-errors';
import { resourceScreens } from './resource-screens';

const L = LABELS.sliders;
const S = MESSAGES.sliders;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The slider store's rejections (spec section 8): a 404 is `Resource not found` and no answer is
 * `An unexpected error occurred` on fetch, update and delete; an add shows what the server said.
 */
export const sliderErrorMessage = savedOrWhy(L, { storeRejections: true });

/** The client check of a slide image: JPEG, PNG or WebP up to 5 MB; required on add. */
export function checkSlideImage(file: File | null, isRequired: boolean): string | null {
  if (!file) return isRequired ? S.imageRequired : null;
  if (!IMAGE_TYPES.includes(file.type)) return S.invalidFileType;
  return file.size > FILE_LIMITS.sliderImage ? S.fileTooLarge : null;
}

/** The multipart body of a save: the text fields, and the image when one was chosen. */
export function sliderFormData(values: SliderFields, image: File | null): FormData {
  const body = new FormData();
  body.set('thumbnail', values.thumbnail);
  body.set('title', values.title);
  if (values.status) body.set('status', values.status);
  if (image) body.set('image', image);
  return body;
}

/** /slider, /addSliders, /editSlider: homepage slides with a 100x100 preview and their own status. */
export const slidersResource = resourceScreens('sliders', {
  labels: { ...L, none: S.none },
  columns: [
    {
      header: L.columns.thumbnail,
      cell: (slide) => (
        <img
          className="slide-thumb"
          src={slide.imageThumb}
          width={100}
          height={100}
          alt={L.imageAlt(slide.thumbnail)}
        />
      ),
    },
    {
      header: L.columns.title,
      cell: (slide) => (
        <span className="slide-cell">
          <span className="slide-title">{slide.thumbnail}</span>
          <span className="slide-text">{slide.title}</span>
          {/* Phones drop the STATUS column; the status shows here instead (hidden elsewhere). */}
          <span className="slide-status-phone">
            <PublishBadge status={slide.status} />
          </span>
        </span>
      ),
    },
    { header: L.columns.status, cell: (slide) => <PublishBadge status={slide.status} />, isSecondary: true },
  ],
  nameOf: (slide) => slide.thumbnail,
  fields: [
    { kind: 'text', name: 'thumbnail', label: L.fields.thumbnail },
    { kind: 'textarea', name: 'title', label: L.fields.title, rows: 3 },
    { kind: 'select', name: 'status', label: L.fields.status, options: PUBLISH_STATUSES },
  ],
  emptyValues: { thumbnail: '', title: '', status: 'Unpublished' },
  valuesOf: ({ thumbnail, title, status }) => ({ thumbnail, title, status }),
  nameField: 'thumbnail',
  errorMessage: sliderErrorMessage,
  transport: 'multipart',
  image: {
    label: L.fields.image,
    accept: IMAGE_TYPES.join(','),
    hint: {
      add: L.imageHint(FILE_LIMITS.sliderImage / MB),
      edit: L.imageHintEdit(FILE_LIMITS.sliderImage / MB),
    },
    check: checkSlideImage,
    typeMessage: S.invalidFileType,
    currentUrl: (slide) => slide.imageThumb,
    previewAlt: { chosen: L.imagePreview, current: L.currentImage },
  },
  toBody: (values, image) => sliderFormData(values as SliderFields, image),
});
