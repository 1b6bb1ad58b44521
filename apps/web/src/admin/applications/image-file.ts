import { MESSAGES } from '@visadesk/contract/plain';
import { chosenImageProblem } from '../../lib/image-signature';

const M = MESSAGES.applications;

/** The image types the API accepts, by MIME type (the server checks the bytes again). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png';
const IMAGE_TYPES = new Set(IMAGE_ACCEPT.split(','));

export interface ImageRule {
  maxBytes: number;
  tooLargeMessage: string;
  isRequired?: boolean;
}

/** The spec's client check of a photo or document: required when asked, JPEG/PNG, size limit. */
export function checkImageFile(file: File | null | undefined, rule: ImageRule): string | null {
  if (!file) return rule.isRequired ? M.imageRequired : null;
  if (!IMAGE_TYPES.has(file.type)) return M.invalidFileType;
  if (file.size > rule.maxBytes) return rule.tooLargeMessage;
  return null;
}

/** A file as it is chosen: the rule above, then its content, so a renamed PDF is refused at once. */
export const checkChosenImage = (file: File | null, rule: ImageRule): Promise<string | null> =>
  chosenImageProblem(file, (chosen) => checkImageFile(chosen, rule), IMAGE_ACCEPT, M.invalidFileType);
