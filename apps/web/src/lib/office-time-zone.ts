import { useSyncExternalStore } from 'react';

/*
 * The office's time zone (its settings), in which every screen shows timestamps, so a viewer whose
 * browser is elsewhere sees the office's day, the day its visa dates are stamped with.
 * Set from the settings once they are read (site-data.ts) and when an admin saves them;
 * until then, and if the name is not one this browser knows, the viewer's own zone.
 */
let officeZone: string | undefined;
const listeners = new Set<() => void>();

const isKnownZone = (name: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/** The office's zone as far as it is known (undefined: not yet, so the viewer's). */
export const officeTimeZone = (): string | undefined => officeZone;

/** Records the office's zone from the settings; screens showing timestamps render again. */
export function setOfficeTimeZone(name: string | null | undefined): void {
  const next = name && isKnownZone(name) ? name : undefined;
  if (next === officeZone) return;
  officeZone = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The office's zone, for a component that shows timestamps: it renders again when the zone is known. */
export const useOfficeTimeZone = (): string | undefined =>
  useSyncExternalStore(subscribe, officeTimeZone, officeTimeZone);
