import { FILE_LIMITS, MESSAGES } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { checkImageFile } from './image-file';

const M = MESSAGES.applications;
const fileOf = (type: string, size: number) => new File([new Uint8Array(size)], 'photo', { type });
const ADD = { maxBytes: FILE_LIMITS.applicationImage, tooLargeMessage: M.fileTooLarge5, isRequired: true };
const EDIT = { maxBytes: FILE_LIMITS.applicationEditImage, tooLargeMessage: M.fileTooLarge2 };

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

  it('applies the limit of the form with its own message', () => {
    expect(checkImageFile(fileOf('image/png', FILE_LIMITS.applicationImage), ADD)).toBeNull();
    expect(checkImageFile(fileOf('image/png', FILE_LIMITS.applicationImage + 1), ADD)).toBe(M.fileTooLarge5);
    expect(checkImageFile(fileOf('image/png', FILE_LIMITS.applicationEditImage + 1), EDIT)).toBe(
      M.fileTooLarge2,
    );
  });
});
