import { LABELS } from '@visadesk/contract/plain';
import { ImageField } from '../components/image-field';
import { IMAGE_ACCEPT } from './image-file';

interface PhotoFieldProps {
  file: File | null;
  /** The record's current photo (edit), shown until a new one is chosen. */
  currentUrl?: string | null;
  hint: string;
  error: string | null;
  onChange: (file: File | null) => void;
}

const L = LABELS.applicationForm;

/** The Photo input with its 100x100 preview: the chosen file, else the current photo. */
export function PhotoField(props: PhotoFieldProps) {
  return (
    <ImageField
      id="application-photo"
      label={L.fields.photo}
      accept={IMAGE_ACCEPT}
      alt={{ chosen: L.photoPreview, current: L.currentPhoto }}
      {...props}
    />
  );
}
