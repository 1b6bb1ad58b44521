// Bootstrap's form controls come with the chunks that show forms (not with the landing page).
import '../../styles/bootstrap/forms.scss';
import { countryOptionsIn, localisedPath, MESSAGES, ROUTES } from '@visadesk/contract/plain';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../components/icons';
import { RequiredMark } from '../../components/required-mark';
import { todayInputValue } from '../../lib/dates';
import { isPrerendering } from '../../lib/prerendering';
import { useDocumentTitle } from '../document-title';
import { IsolatedValues } from '../isolated-values';
import { usePageWords } from '../page-words';
import { type EnquiryInput, missingEnquiryFields, requestEnquiry } from './enquiry-request';
import { enquiryStore } from './enquiry-storage';
import { PortalLayout } from './portal-layout';

const EMPTY: EnquiryInput = { passport: '', nationality: '', dob: '' };
const ALERT_ID = 'enquiry-alert';

type Field = keyof EnquiryInput;

/**
 * /enquiry: Check Visa Status. The request runs on submit only; a match is kept in sessionStorage
 * and /view-one opens with a bare address, so the passport number and date of birth never reach
 * the address bar or the history.
 */
export function EnquiryPage() {
  const { locale, words } = usePageWords();
  const L = words.enquiry;
  useDocumentTitle(L.title);
  const navigate = useNavigate();
  const [input, setInput] = useState<EnquiryInput>(EMPTY);
  const [missing, setMissing] = useState<Field[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setInput((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isChecking) return;
    const empty = missingEnquiryFields(input);
    setMissing(empty);
    if (empty.length > 0) {
      setError(MESSAGES.applications.enquiryRequired);
      return;
    }
    setError(null);
    setIsChecking(true);
    const outcome = await requestEnquiry(input, undefined, locale);
    setIsChecking(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    enquiryStore.save(outcome.application);
    navigate(localisedPath(locale, ROUTES.viewOne));
  }

  return (
    <PortalLayout title={L.title} lead={L.intro} languagePath={ROUTES.enquiry}>
      <div className="portal-grid">
        <div className="portal-card">
          {error && (
            <div id={ALERT_ID} className="portal-alert" role="alert">
              {error}
            </div>
          )}
          <form noValidate onSubmit={(event) => void submit(event)} className="enquiry-form">
            <EnquiryFields input={input} missing={missing} set={set} />
            <button
              type="submit"
              className="btn btn-primary btn-lg portal-submit"
              disabled={isChecking || isPrerendering()}
            >
              {isChecking ? L.submitting : L.submit}
            </button>
          </form>
          <p className="portal-privacy">
            <Icon name="shield" size={18} />
            <span>{L.privacy}</span>
          </p>
        </div>
        <aside className="portal-aside" aria-labelledby="enquiry-staff">
          <p id="enquiry-staff" className="portal-aside-title">
            {L.staffPrompt}
          </p>
          <Link to={ROUTES.login} className="btn btn-outline-primary">
            {L.login}
          </Link>
        </aside>
      </div>
    </PortalLayout>
  );
}

interface EnquiryFieldsProps {
  input: EnquiryInput;
  /** The fields the last submit found empty. */
  missing: Field[];
  set: (field: Field) => (event: { target: { value: string } }) => void;
}

/** The enquiry's three required fields: passport number, nationality and date of birth. */
function EnquiryFields({ input, missing, set }: EnquiryFieldsProps) {
  const { locale, words } = usePageWords();
  const L = words.enquiry;
  const countries = useMemo(() => countryOptionsIn(locale), [locale]);
  // A missing field points at the alert that explains it, after its own hint if it has one.
  const invalidProps = (field: Field, hintId?: string) => {
    const isMissing = missing.includes(field);
    const describedBy = [hintId, isMissing && ALERT_ID].filter(Boolean).join(' ');
    return { 'aria-invalid': isMissing || undefined, 'aria-describedby': describedBy || undefined };
  };
  const controlClass = (base: string, field: Field) =>
    // form-select-lg for the select: form-control-lg does not size a select (it stood shorter).
    `${base} ${base}-lg${missing.includes(field) ? ' is-invalid' : ''}`;

  return (
    <>
      <PortalField id="enquiry-passport" label={L.passport}>
        <p id="enquiry-passport-hint" className="portal-hint">
          <IsolatedValues
            text={L.passportHint}
            values={{ passport: L.passportExample, reference: L.referenceExample }}
          />
        </p>
        <input
          id="enquiry-passport"
          name="passport"
          required
          type="text"
          className={controlClass('form-control', 'passport')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={input.passport}
          onChange={set('passport')}
          {...invalidProps('passport', 'enquiry-passport-hint')}
        />
      </PortalField>
      <PortalField id="enquiry-nationality" label={L.nationality}>
        <select
          id="enquiry-nationality"
          name="nationality"
          required
          className={controlClass('form-select', 'nationality')}
          value={input.nationality}
          onChange={set('nationality')}
          {...invalidProps('nationality')}
        >
          <option value="">{L.chooseNationality}</option>
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </PortalField>
      <PortalField id="enquiry-dob" label={L.dob}>
        <input
          id="enquiry-dob"
          name="dob"
          required
          type="date"
          className={controlClass('form-control', 'dob')}
          autoComplete="off"
          min="1900-01-01"
          max={todayInputValue()}
          value={input.dob}
          onChange={set('dob')}
          {...invalidProps('dob')}
        />
      </PortalField>
    </>
  );
}

/** One required field of the enquiry form: its label with the required mark, then the control. */
function PortalField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="portal-field">
      <label htmlFor={id} className="form-label">
        {label}
        <RequiredMark />
      </label>
      {children}
    </div>
  );
}
