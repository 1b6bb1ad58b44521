import type { FieldChange } from '@visadesk/contract';
import { LABELS } from '@visadesk/contract/plain';

const H = LABELS.recordHistory;

/** How one kind of record names its fields and shows their values. */
export type ChangeWords = {
  /** Each field's name on screen; a field missing here is named as the API names it. */
  labels: Record<string, string>;
  /** The fields that hold a file: a version says only whether they held one. */
  files?: ReadonlySet<string>;
  /** A value as the screens show it, where that is not the value itself (a country's name). */
  shown?: (field: string, value: string) => string | undefined;
};

export function shownValue(words: ChangeWords, field: string, value: FieldChange['from']): string {
  if (value === null || value === '') return LABELS.common.noValue;
  if (typeof value === 'boolean') return value ? H.yes : H.no;
  return words.shown?.(field, String(value)) ?? String(value);
}

/** One change in words: "Surname: Okafor → Mensah", "LMIA 1 added". */
export function changeInWords(change: FieldChange, words: ChangeWords): string {
  const { field, from, to } = change;
  const label = words.labels[field] ?? field;
  if (words.files?.has(field)) {
    if (!from) return H.fileAdded(label);
    return to ? H.fileReplaced(label) : H.fileRemoved(label);
  }
  return `${label}: ${shownValue(words, field, from)} → ${shownValue(words, field, to)}`;
}
