import { FILE_LIMITS, MESSAGES } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { checkImageFile } from './image-file';

const M = MESSAGES.applications;
const fileOf = (type: string, size: number) => new File([new Uint8Array(size)], 'photo', { type });
const ADD = { maxBytes: FILE_LIMITS.applicationImage, tooLargeMessage: M.fileTooLarge5, isRequired: true };
const EDIT = { maxBytes: FILE_LIMITS.applicationImage, tooLargeMessage: M.fileTooLarge5 };

describe('checkImageFile', () => {
  it('requires a photo only when the rule says so', () => {
    expect(checkImageFile(null, ADD)).toBe(M.imageRequired);
    expect(checkImageFile(null, EDIT)).toBeNull();
  });

  it('accepts JPEG and PNG and refuses other types by MIME type', () => {
    expect(checkImageFile(fileOf('image/jpeg', 10), ADD)).toBeNull();
    expect(checkImageFile(fileOf('image/png', 10), ADD)).toBeNull();
    expect(checkImageFile(fileOf('image/gif', 10), ADD)).toBe(M.invalidFileType);
    expect(checkImageFile(fileOf('application/pdf', 10), EDIT)).toBe(M.invalidFileType);
  });

  it('applies the limit with its message', () => {
    expect(checkImageFile(fileOf('image/png', FILE_LIMITS.applicationImage), ADD)).toBeNull();
    expect(checkImageFile(fileOf('image/png', FILE_LIMITS.applicationImage + 1), ADD)).toBe(M.fileTooLarge5);
  });

  it('accepts on edit the photo it accepted on add: a 2.9 MB phone photo', () => {
    const photo = fileOf('image/jpeg', Math.round(2.9 * 1024 * 1024));
    expect(checkImageFile(photo, ADD)).toBeNull();
    expect(checkImageFile(photo, EDIT)).toBeNull();
    expect(checkImageFile(fileOf('image/png', FILE_LIMITS.applicationImage + 1), EDIT)).toBe(M.fileTooLarge5);
  });
});
