import { TOAST } from '@visadesk/contract/plain';
import { useEffect, useSyncExternalStore } from 'react';
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

const PHONE_QUERY = '(max-width: 575.98px)';

function useIsPhone(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(PHONE_QUERY);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/**
 * Mounted once at the app root. Where a notice covers no button the user needs next: on a wide
 * screen below the header (64 px, plus a gap), centred over the screen beside the sidebar
 * (admin-layout.css sets --vd-toaster-left), so between the back link and title at the left and
 * the actions at the right (Add New, Print / Edit / Delete), which notices at the right covered;
 * on a phone, where a notice spans the width, at the foot, clear of the back link and the actions
 * under the header. The class lets print stylesheets leave the notices off paper.
 */
export function AppToaster() {
  useToastLimit(TOAST.maxToasts);
  const isPhone = useIsPhone();
  return isPhone ? (
    <Toaster position="bottom-center" containerClassName="app-toaster" />
  ) : (
    <Toaster
      position="top-center"
      containerClassName="app-toaster"
      containerStyle={{ top: '4.5rem', left: 'var(--vd-toaster-left, 16px)' }}
    />
  );
}
