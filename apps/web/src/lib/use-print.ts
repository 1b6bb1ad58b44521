import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** How long a print waits for its images before it opens anyway. */
const PRINT_WAIT_MS = 20_000;

/**
 * Printing a page of stored images: `print()` switches them to their large copies (through
 * PrintingContext, with `isPrinting`), waits until those inside `root` are decoded, then opens the
 * browser's print. The browser's own Print command (Ctrl+P) switches them as well, at once, though
 * it does not wait for them: the button is the sure way.
 */
export function usePrint() {
  const root = useRef<HTMLDivElement>(null);
  const [isPrinting, setPrinting] = useState(false);
  const [isWaiting, setWaiting] = useState(false);

  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    window.addEventListener('beforeprint', before);
    return () => window.removeEventListener('beforeprint', before);
  }, []);

  useEffect(() => {
    if (!isWaiting) return;
    let isCurrent = true;
    // Lazy images are the screen's alone (the upload slots): the printed ones load at once.
    const images = [...(root.current?.querySelectorAll('img') ?? [])].filter(
      (image) => image.loading !== 'lazy',
    );
    // A copy that fails to load prints as missing, and a stalled one is not waited for past the
    // limit: the page still prints.
    const loaded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    const limit = new Promise((resolve) => setTimeout(resolve, PRINT_WAIT_MS));
    void Promise.race([loaded, limit]).then(() => {
      if (!isCurrent) return;
      setWaiting(false);
      window.print();
    });
    return () => {
      isCurrent = false;
    };
  }, [isWaiting]);

  return {
    /** The element whose images are waited for. */
    root,
    isPrinting,
    /** Images are loading before the print opens. */
    isPreparing: isWaiting,
    print: () => {
      setPrinting(true);
      setWaiting(true);
    },
  };
}
