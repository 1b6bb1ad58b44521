import { TOAST } from '@visadesk/contract/plain';
import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';

/*
 * react-hot-toast's own durations are the spec's (success 2 s, error 4 s, blank 4 s, loading until
 * dismissed), so no options are overridden. Its store also keeps at most 20 toasts, silently
 * dropping the oldest; the effect below enforces TOAST.maxToasts explicitly so that the limit stays
 * the contract's even if either number changes, and lets the extra ones leave with their animation.
 */
function useToastLimit(limit: number): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest first, so everything past the limit is the oldest.
    toasts
      .filter((item) => item.visible)
      .slice(limit)
      .forEach((item) => {
        toast.dismiss(item.id);
      });
  }, [toasts, limit]);
}

/** Mounted once at the app root. */
export function AppToaster() {
  useToastLimit(TOAST.maxToasts);
  // The class lets print stylesheets leave the notices off paper; the offset keeps them below the
  // header (64 px high, plus a gap), so the signed-in user's name stays readable.
  return <Toaster position="top-right" containerClassName="app-toaster" containerStyle={{ top: '4.5rem' }} />;
}
