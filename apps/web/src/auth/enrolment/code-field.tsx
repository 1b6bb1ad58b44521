import { RequiredMark } from '../../components/required-mark';

/**
 * A code box: the 6-digit code from the app (numeric keyboard, filled in by the phone's one-time
 * code suggestion), or a recovery code (`isRecovery`: letters too).
 */
export function CodeField({
  id,
  label,
  value,
  onChange,
  isRecovery = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  isRecovery?: boolean;
}) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
        <RequiredMark />
      </label>
      <input
        id={id}
        name={isRecovery ? 'recoveryCode' : 'code'}
        className="form-control form-control-lg"
        required
        autoComplete={isRecovery ? 'off' : 'one-time-code'}
        inputMode={isRecovery ? 'text' : 'numeric'}
        pattern={isRecovery ? undefined : '[0-9]*'}
        maxLength={isRecovery ? 20 : 6}
        spellCheck={false}
        autoCapitalize="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
