import type { EnquiryApplication } from '@visadesk/contract';
import { isEnquiryApplication } from './enquiry-result';

export const ENQUIRY_STORAGE_KEY = 'visadesk.enquiryResult';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Where a matched enquiry waits for /view-one. sessionStorage: it survives a reload of the tab and
 * is gone when the tab closes, and the passport and date of birth never enter the page address or
 * the browser history. When storage is unavailable (some privacy modes) the result is kept in
 * memory, so the in-app navigation still works; only a reload then loses it.
 */
export function createEnquiryStore(getStorage: () => StorageLike | undefined) {
  let memory: EnquiryApplication | null = null;
  const storage = (): StorageLike | undefined => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };

  return {
    save(result: EnquiryApplication): void {
      memory = result;
      try {
        storage()?.setItem(ENQUIRY_STORAGE_KEY, JSON.stringify(result));
      } catch {
        // Full or refused: the copy in memory serves this visit.
      }
    },

    load(): EnquiryApplication | null {
      try {
        const stored = storage()?.getItem(ENQUIRY_STORAGE_KEY);
        if (stored) {
          const parsed: unknown = JSON.parse(stored);
          if (isEnquiryApplication(parsed)) return parsed;
        }
      } catch {
        // Unreadable or not JSON: treated as nothing stored.
      }
      return memory;
    },

    clear(): void {
      memory = null;
      try {
        storage()?.removeItem(ENQUIRY_STORAGE_KEY);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

/** The app's store, over the tab's sessionStorage. */
export const enquiryStore = createEnquiryStore(() => globalThis.sessionStorage);
