import { SECOND_FACTOR_REQUIRED, TWO_FACTOR_LABELS } from '@visadesk/contract/plain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField } from '../../components/select-field';
import type { SettingsFormValues } from './settings-values';

const L = TWO_FACTOR_LABELS.settings;

/** Settings > Security: who must have a second factor to sign in. */
export function SecurityFields({
  register,
  errors,
}: {
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  return (
    <div className="col-md-6">
      <SelectField
        id="settings-secondFactorRequired"
        label={L.secondFactorRequired}
        registration={register('security.secondFactorRequired')}
        error={errors.security?.secondFactorRequired?.message}
      >
        {SECOND_FACTOR_REQUIRED.map((value) => (
          <option key={value} value={value}>
            {L.options[value]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
