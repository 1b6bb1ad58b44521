import { lazy, Suspense, useSyncExternalStore } from 'react';

/*
 * Only the back-office raises toasts, so the public pages should not download react-hot-toast.
 * The admin root calls `enableToaster()` when it loads; from then on the toaster stays mounted at
 * the app root, so a toast raised just before leaving the back-office (logout, profile saved, both
 * of which go to /) is still shown on the public page it lands on.
 */
let isEnabled = false;
const listeners = new Set<() => void>();

export function enableToaster(): void {
  if (isEnabled) return;
  isEnabled = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const AppToaster = lazy(async () => ({ default: (await import('./app-toaster')).AppToaster }));

/** Mounted once at the app root; renders nothing until the back-office has enabled it. */
export function DeferredToaster() {
  const isOn = useSyncExternalStore(
    subscribe,
    () => isEnabled,
    () => false,
  );
  return isOn ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
