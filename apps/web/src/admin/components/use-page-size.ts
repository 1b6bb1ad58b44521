import { PAGE_SIZE_CHOICES } from '@visadesk/contract/plain';
import { useState } from 'react';
import { useGetMeQuery } from '../../api/session';

/** The sizes a list offers: the shared choices and its own default (5 for designations). */
export const pageSizeChoices = (initial: number): number[] =>
  [...new Set([initial, ...PAGE_SIZE_CHOICES])].sort((a, b) => a - b);

/**
 * Kept per user of this browser: in localStorage under the signed-in user's id, so two people
 * sharing a desk keep their own and nothing goes to the server. Storage that throws (privacy
 * modes) leaves the default.
 */
const storageKey = (userId: string, list: string) => `visadesk.pageSize.${userId}.${list}`;

function readStored(key: string | undefined, choices: readonly number[]): number | undefined {
  if (!key) return undefined;
  try {
    const stored = Number(globalThis.localStorage?.getItem(key));
    return choices.includes(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A list's page size, chosen by the user from `pageSizeChoices(initial)` and kept for them;
 * `initial`, the specification's size, until they choose. `list` names the list in the key.
 */
export function usePageSize(list: string, initial: number): [number, (size: number) => void] {
  const { data: me } = useGetMeQuery();
  const key = me ? storageKey(me._id, list) : undefined;
  const choices = pageSizeChoices(initial);
  // The size chosen in this view; until then, the stored one (which appears once `me` loads).
  const [chosen, setChosen] = useState<{ key: string | undefined; size: number }>();
  const size = (chosen?.key === key ? chosen?.size : undefined) ?? readStored(key, choices) ?? initial;

  const choose = (next: number) => {
    if (!choices.includes(next)) return;
    setChosen({ key, size: next });
    if (!key) return;
    try {
      globalThis.localStorage?.setItem(key, String(next));
    } catch {
      // Not kept past this view; the choice still applies.
    }
  };
  return [size, choose];
}
