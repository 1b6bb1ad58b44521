import type { ImageSizes } from '@visadesk/contract';
import { LABELS } from '@visadesk/contract/plain';
import { useEffect, useRef, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { Icon } from '../../components/icons';
import { SizedImage } from '../../components/sized-image';

const V = LABELS.applicationView.viewer;

/** One uploaded document as the viewer shows it. */
export interface ViewedDocument {
  key: string;
  label: string;
  /** The original: opened in a tab of its own. */
  url: string;
  /** What the viewer shows; null on a copy from the list, which shows the original. */
  copies: ImageSizes | null;
}

interface DocumentViewerProps {
  documents: readonly ViewedDocument[];
  /** The document shown, an index into `documents`; null: closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** Once closed: the key of the document last shown, so its own View can take the focus back. */
  onClosed: (key: string) => void;
}

/**
 * The case's uploaded documents one at a time, in a dialog over the applicant copy: the document's
 * name, Previous / Next (and the arrow keys; from the last it goes round to the first), Close (and
 * Esc), and the original in a new tab for a closer look or a download. A bare image tab has no
 * name, no way to the next document and no way back but the browser's.
 */
export function DocumentViewer({ documents, index, onIndex, onClose, onClosed }: DocumentViewerProps) {
  const total = documents.length;
  const shown = index === null ? undefined : documents[index];
  // Still shown while the dialog fades out, and named to onClosed once it has.
  const last = useRef<{ document: ViewedDocument; index: number } | null>(null);
  if (shown && index !== null) last.current = { document: shown, index };
  const view = last.current;
  const step = useSteps(index, total, onIndex);

  return (
    <Modal
      show={shown !== undefined}
      onHide={onClose}
      onExited={() => view && onClosed(view.document.key)}
      // The focus goes back to the View of the document last shown, which onClosed finds.
      restoreFocus={false}
      size="xl"
      centered
      className="document-viewer"
      aria-labelledby="document-viewer-title"
      aria-describedby="document-viewer-keys"
    >
      {view && (
        <ViewerContent
          // Each document opens fitted to the window.
          key={view.document.key}
          document={view.document}
          position={view.index + 1}
          total={total}
          onStep={step}
        />
      )}
    </Modal>
  );
}

/**
 * Steps `by` documents from `index`, going round from the last to the first; while the viewer is
 * open the arrow keys step too.
 */
function useSteps(index: number | null, total: number, onIndex: (index: number) => void) {
  const step = (by: number) => {
    if (index !== null && total > 0) onIndex((index + by + total) % total);
  };

  // On the document, not the dialog's elements: focus may be on the dialog itself or a button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-bound with the index it steps from
  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, total]);

  return step;
}

/**
 * How large the document is shown: fitted whole into the window (0), or a width against the
 * dialog's (1 is its full width), scrolled within it.
 */
const ZOOMS = [0, 1, 1.5, 2, 3] as const;

const stepZoom = (level: number, step: number) => Math.min(ZOOMS.length - 1, Math.max(0, level + step));

/** The zoom's place in ZOOMS, stepped by the buttons and the + and - keys. */
function useZoom() {
  const [level, setLevel] = useState(0);
  const by = (step: number) => setLevel((now) => stepZoom(now, step));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `by` only calls the stable setLevel
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === '+' || event.key === '=') by(1);
      else if (event.key === '-') by(-1);
      else if (event.key === '0') setLevel(0);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return { zoom: ZOOMS[level] ?? 0, level, by, fit: () => setLevel(0) };
}

/** Zoom out, the zoom now, zoom in, and back to fitting the window. */
function ZoomControls({ zoom: { zoom, level, by, fit } }: { zoom: ReturnType<typeof useZoom> }) {
  return (
    <div className="document-viewer-zoom">
      <Button
        variant="outline-secondary"
        onClick={() => by(-1)}
        disabled={level === 0}
        aria-label={V.zoomOut}
      >
        −
      </Button>
      <output className="document-viewer-zoom-level" aria-live="polite">
        {zoom === 0 ? V.fitted : V.zoomLevel(Math.round(zoom * 100))}
      </output>
      <Button
        variant="outline-secondary"
        onClick={() => by(1)}
        disabled={level === ZOOMS.length - 1}
        aria-label={V.zoomIn}
      >
        +
      </Button>
      <Button variant="outline-secondary" onClick={fit} disabled={level === 0}>
        {V.fit}
      </Button>
    </div>
  );
}

/** The dialog's content: the document's name and place, the document, and the ways on. */
function ViewerContent({
  document,
  position,
  total,
  onStep,
}: {
  document: ViewedDocument;
  /** The document's place among them, from 1. */
  position: number;
  total: number;
  onStep: (by: number) => void;
}) {
  const zoom = useZoom();
  const zoomed = zoom.zoom === 0 ? undefined : { width: `${zoom.zoom * 100}%` };
  return (
    <>
      <Modal.Header closeButton closeLabel={V.close}>
        <Modal.Title as="h2" id="document-viewer-title" className="h5">
          {document.label}
        </Modal.Title>
        <span className="document-viewer-position">{V.position(position, total)}</span>
      </Modal.Header>
      <Modal.Body
        className={`document-viewer-body${zoomed ? ' is-zoomed' : ''}`}
        // Zoomed, it scrolls: focusable, so the keyboard scrolls it too.
        tabIndex={zoomed ? 0 : undefined}
      >
        {document.copies ? (
          <SizedImage
            copies={document.copies}
            // The dialog's body, at most about 1100 px wide (modal-xl).
            shownWidth="(min-width: 1200px) 1100px, 95vw"
            alt={document.label}
            className="document-viewer-image"
            style={zoomed}
          />
        ) : (
          <img src={document.url} alt={document.label} className="document-viewer-image" style={zoomed} />
        )}
      </Modal.Body>
      <Modal.Footer className="document-viewer-footer">
        <p id="document-viewer-keys" className="document-viewer-keys">
          {V.keys}
        </p>
        <ZoomControls zoom={zoom} />
        <a
          href={document.url}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn-outline-secondary"
          aria-label={V.openOriginalOf(document.label)}
        >
          <Icon name="externalLink" size={16} />
          {V.openOriginal}
        </a>
        <div className="document-viewer-steps">
          <Button variant="outline-primary" onClick={() => onStep(-1)} disabled={total < 2}>
            <Icon name="chevronLeft" size={17} />
            {V.previous}
          </Button>
          <Button variant="outline-primary" onClick={() => onStep(1)} disabled={total < 2}>
            {V.next}
            <Icon name="chevronRight" size={17} />
          </Button>
        </div>
      </Modal.Footer>
    </>
  );
}
