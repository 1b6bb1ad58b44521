import { LABELS, RETENTION } from '@visadesk/contract/plain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { GridField } from '../components/grid-field';
import type { SettingsFormValues } from './settings-values';

const L = LABELS.recentlyDeleted.settings;

/** A number box's text as the schema takes it: empty is none (null), anything else a number to check. */
const wholeNumberOrNone = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

const FIELDS = [
  { name: 'deletedKeepDays', range: RETENTION.deletedKeepDays, hint: L.deletedKeepDaysHint },
  { name: 'historyKeepDays', range: RETENTION.historyKeepDays, hint: L.historyKeepDaysHint },
  { name: 'historyKeepVersions', range: RETENTION.historyKeepVersions, hint: L.historyKeepVersionsHint },
  { name: 'auditKeepDays', range: RETENTION.auditKeepDays, hint: L.auditKeepDaysHint },
] as const;

/** Settings > Retention: how long Recently deleted keeps records, and the history's bounds. */
export function RetentionFields({
  register,
  errors,
}: {
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  return FIELDS.map(({ name, range, hint }) => (
    <GridField
      key={name}
      column="col-md-4"
      id={`settings-${name}`}
      label={L[name]}
      type="number"
      inputMode="numeric"
      min={range.min}
      max={range.max}
      step={1}
      hint={hint}
      field={{
        registration: register(`retention.${name}`, { setValueAs: wholeNumberOrNone }),
        error: errors.retention?.[name]?.message,
      }}
    />
  ));
}
