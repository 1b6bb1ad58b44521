import { MESSAGES } from '@visadesk/contract/plain';
import { chosenImageProblem } from '../../lib/image-signature';

const M = MESSAGES.applications;

/** The image types the API accepts, by MIME type (the server checks the bytes again). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png';
/** A document slot's types: the images, and PDF (the server checks what a PDF holds). */
export const DOCUMENT_ACCEPT = `${IMAGE_ACCEPT},application/pdf`;

export interface ImageRule {
  maxBytes: number;
  tooLargeMessage: string;
  isRequired?: boolean;
}

/** The spec's client check of a photo or document: required when asked, its type, size limit. */
export function checkImageFile(
  file: File | null | undefined,
  rule: ImageRule,
  accept = IMAGE_ACCEPT,
): string | null {
  if (!file) return rule.isRequired ? M.imageRequired : null;
  if (!accept.split(',').includes(file.type)) return M.invalidFileType;
  if (file.size > rule.maxBytes) return rule.tooLargeMessage;
  return null;
}

/** A file as it is chosen: the rule above, then its content, so a renamed PDF is refused at once. */
export const checkChosenImage = (
  file: File | null,
  rule: ImageRule,
  accept = IMAGE_ACCEPT,
): Promise<string | null> =>
  chosenImageProblem(file, (chosen) => checkImageFile(chosen, rule, accept), accept, M.invalidFileType);
