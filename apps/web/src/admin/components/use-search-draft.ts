import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DELAY_MS = 300;

/**
 * A list's search box: the text as typed, handed to `onSettle` once typing pauses. `value` is the
 * search in the address; the box follows it on Back and Forward unless it already says the same.
 * The address catching up with a search this box settled is not such a change: by then the user
 * may have typed on, and the box must not jump back to what it said 300 ms ago.
 */
export function useSearchDraft(value: string, onSettle: (search: string) => void) {
  const [draft, setDraft] = useState(value);
  const settled = useDebouncedValue(draft.trim(), SEARCH_DELAY_MS);
  const handedOn = useRef(value);
  useEffect(() => {
    if (value === handedOn.current) return;
    handedOn.current = value;
    setDraft((current) => (current.trim() === value ? current : value));
  }, [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the typed search settles
  useEffect(() => {
    if (settled === value) return;
    handedOn.current = settled;
    onSettle(settled);
  }, [settled]);
  return [draft, setDraft] as const;
}
