import type { ImageSizes } from '@visadesk/contract';
import type { FileUrlSigner } from './signed-urls.ts';
import { copyKey } from './sized-keys.ts';

/** The sized copies of the stored image `key`, as signed URLs. */
export const imageSizes = (key: string, signer: FileUrlSigner): ImageSizes => ({
  small: signer.sign(copyKey(key, 'small')),
  large: signer.sign(copyKey(key, 'large')),
});
