import type { ImageSizes } from '@visadesk/contract';
import { IMAGE_WIDTHS } from '@visadesk/contract/plain';
import { createContext, type ImgHTMLAttributes, useContext } from 'react';

/** True while a page prepares to print: its stored images show their large copy, loaded now. */
export const PrintingContext = createContext(false);

type SizedImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  copies: ImageSizes;
  /**
   * How wide the image is shown (the `sizes` attribute), where it is shown large (a viewer): the
   * browser then picks the copy the width and the screen's density need. Without it, the small
   * copy alone: a tile in a grid or a photo beside a record, whose 480 px are sharp enough at
   * any density; offered the large one too, a phone of density 3 takes it for a 200 px tile.
   */
  shownWidth?: string;
};

/**
 * A stored image by its sized copies (IMAGE_WIDTHS), so a document costs tens of kB on screen,
 * not the original's megabytes. On paper the large copy is used, loaded before the print starts
 * (use-print.ts).
 */
export function SizedImage({ copies, shownWidth, loading, ...rest }: SizedImageProps) {
  const isPrinting = useContext(PrintingContext);
  if (isPrinting) return <img {...rest} src={copies.large} alt={rest.alt} />;
  if (!shownWidth) return <img {...rest} src={copies.small} loading={loading} alt={rest.alt} />;
  return (
    <img
      {...rest}
      src={copies.small}
      srcSet={`${copies.small} ${IMAGE_WIDTHS.small}w, ${copies.large} ${IMAGE_WIDTHS.large}w`}
      sizes={shownWidth}
      loading={loading}
      alt={rest.alt}
    />
  );
}
