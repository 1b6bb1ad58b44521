import type { ImageSizes } from '@visadesk/contract';
import { type ReactNode, useState } from 'react';
import { SizedImage } from './sized-image';

/** Taller than this against its width, a document is a page scan: it prints on a page of its own. */
const PAGE_SCAN_RATIO = 1.2;

type PrintedDocumentProps = {
  copies: ImageSizes;
  alt: string;
  /** Where the screen shows it large (SizedImage); a tile in a grid by default. */
  shownWidth?: string;
  /** Above or below the image: its title, a link, a label. */
  before?: ReactNode;
  after?: ReactNode;
  className?: string;
  /** Around the image (a link that opens the original), or the image alone. */
  wrap?: (image: ReactNode) => ReactNode;
  onError?: () => void;
};

/**
 * One document as the screens list it and paper prints it (printed-documents.css): two to a page,
 * or a page of its own for a page scan, which its shape tells once it has loaded.
 */
export function PrintedDocument({
  copies,
  alt,
  shownWidth,
  before,
  after,
  className = '',
  wrap = (image) => image,
  onError,
}: PrintedDocumentProps) {
  const [isPageScan, setPageScan] = useState(false);
  const image = (
    <SizedImage
      copies={copies}
      shownWidth={shownWidth}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={onError}
      onLoad={(event) => {
        const { naturalWidth, naturalHeight } = event.currentTarget;
        setPageScan(naturalHeight > naturalWidth * PAGE_SCAN_RATIO);
      }}
    />
  );
  return (
    <li className={`printed-document ${isPageScan ? 'is-page-scan ' : ''}${className}`.trim()}>
      {before}
      {wrap(image)}
      {after}
    </li>
  );
}
