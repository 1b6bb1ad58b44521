import {
  COUNTRY_OPTIONS,
  DEADLINE_DATE_RANGE,
  DEADLINE_FIELD_KEYS,
  LABELS,
  LOCALES,
  languageLabel,
  PASSPORT_SCAN_MESSAGES,
  SEX_OPTIONS,
} from '@visadesk/contract/plain';
import { Form } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { SelectField } from '../../components/select-field';
import { todayInputValue } from '../../lib/dates';
import type { ApplicationFormValues } from './application-form-values';
import { type CurrentAssignee, useAssigneeOptions } from './assignee-options';
import type { Option } from './catalogue-options';
import { type CatalogueValues, useCatalogueOptions } from './use-catalogue-options';

const COUNTRY_CHOICES: readonly Option[] = COUNTRY_OPTIONS.map(({ code, name }) => ({
  value: code,
  label: name,
}));

const SEX_CHOICES: readonly Option[] = SEX_OPTIONS.map((sex) => ({ value: sex, label: sex }));

const LANGUAGE_CHOICES: readonly Option[] = LOCALES.map(({ code }) => ({
  value: code,
  label: languageLabel(code),
}));

const F = LABELS.applicationForm.fields;
const S = LABELS.applicationForm.sections;
const NONE_SCANNED: ReadonlySet<string> = new Set();

interface FieldsProps {
  register: UseFormRegister<ApplicationFormValues>;
  errors: FieldErrors<ApplicationFormValues>;
  /** The record's company, salary, job title and assignee, kept as options when the lists do not hold them. */
  current?: CatalogueValues & CurrentAssignee;
  /** The fields a passport scan filled: each says so, for staff to check it. */
  scanned?: ReadonlySet<string>;
}

type TextName = Exclude<keyof ApplicationFormValues, 'isAdmin'>;

/**
 * The two kinds of field the applicant form is made of, bound to its register and errors: a text
 * input, and a select of the given choices.
 */
function applicationFieldMakers(
  register: UseFormRegister<ApplicationFormValues>,
  errors: FieldErrors<ApplicationFormValues>,
  scanned: ReadonlySet<string>,
) {
  const scanHint = (name: string) => (scanned.has(name) ? PASSPORT_SCAN_MESSAGES.fromScan : undefined);
  const text = (name: TextName, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField
      id={`application-${name}`}
      label={F[name]}
      autoComplete="off"
      registration={register(name)}
      error={errors[name]?.message}
      isRequired
      {...extra}
      hint={scanHint(name) ?? extra.hint}
    />
  );
  // Company, job title and salary are chosen from the catalogue, the assignee from the users, the
  // rest from fixed lists.
  // A placeholder of false: every option is a value, one always chosen.
  const choice = (
    name:
      | 'sex'
      | 'company'
      | 'jobTitle'
      | 'salary'
      | 'currentN'
      | 'issuedCountry'
      | 'assignedTo'
      | 'language',
    choices: readonly Option[],
    {
      placeholder,
      isRequired = true,
      hint,
    }: { placeholder?: string | false; isRequired?: boolean; hint?: string } = {},
  ) => (
    <SelectField
      id={`application-${name}`}
      label={F[name]}
      placeholder={placeholder === false ? undefined : (placeholder ?? LABELS.applicationForm.choose)}
      registration={register(name)}
      error={errors[name]?.message}
      isRequired={isRequired}
      hint={scanHint(name) ?? hint}
    >
      {choices.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
  return { text, choice };
}

/** The applicant fields of the add and edit forms, in five titled groups. */
export function ApplicationFields({ register, errors, current, scanned = NONE_SCANNED }: FieldsProps) {
  const options = useCatalogueOptions(current);
  const assignees = useAssigneeOptions(current);
  const { text, choice } = applicationFieldMakers(register, errors, scanned);

  return (
    <>
      <FieldGroup title={S.personal}>
        <div className="col-md-6">{text('surname')}</div>
        <div className="col-md-6">{text('givenN')}</div>
        <div className="col-md-6">{choice('sex', SEX_CHOICES)}</div>
        <div className="col-md-6">
          {text('dob', { type: 'date', max: todayInputValue(), min: '1900-01-01' })}
        </div>
        <div className="col-md-6">{text('birthCity')}</div>
        <div className="col-md-6">{choice('currentN', COUNTRY_CHOICES)}</div>
        <div className="col-md-6">{text('identification')}</div>
        <div className="col-md-6">{text('nationalId')}</div>
      </FieldGroup>
      <FieldGroup title={S.company}>
        <div className="col-md-6">{choice('company', options.companies)}</div>
        <div className="col-md-6">{text('dutyDuration')}</div>
        <div className="col-md-6">{choice('jobTitle', options.jobTitles)}</div>
        <div className="col-md-6">{choice('salary', options.salaries)}</div>
      </FieldGroup>
      <FieldGroup title={S.passport}>
        <div className="col-md-6">
          {text('passport', { autoCapitalize: 'characters', spellCheck: false })}
        </div>
        <div className="col-md-6">{choice('issuedCountry', COUNTRY_CHOICES)}</div>
      </FieldGroup>
      <FieldGroup title={S.deadlines}>
        <p className="field-hint col-12 mt-n1">{LABELS.applicationForm.deadlinesHint}</p>
        {DEADLINE_FIELD_KEYS.map((name) => (
          <div className="col-md-4" key={name}>
            {text(name, {
              type: 'date',
              min: DEADLINE_DATE_RANGE.min,
              max: DEADLINE_DATE_RANGE.max,
              isRequired: false,
            })}
          </div>
        ))}
      </FieldGroup>
      <FieldGroup title={S.caseOwner}>
        <div className="col-md-6">
          {choice('assignedTo', assignees, { placeholder: LABELS.assignment.unassigned, isRequired: false })}
        </div>
      </FieldGroup>
      <FieldGroup title={S.contact}>
        <div className="col-md-6">
          {text('phone', { type: 'tel', inputMode: 'tel', hint: LABELS.applicationForm.phoneHint })}
        </div>
        <div className="col-md-6">
          {text('email', { type: 'email', inputMode: 'email', spellCheck: false })}
        </div>
        <div className="col-md-6">
          {choice('language', LANGUAGE_CHOICES, {
            placeholder: false,
            isRequired: false,
            hint: LABELS.applicationForm.languageHint,
          })}
        </div>
        <div className="col-12">
          <Form.Group controlId="application-isAdmin" className="mb-3">
            <Form.Check
              type="checkbox"
              label={F.isAdmin}
              aria-describedby="application-isAdmin-hint"
              {...register('isAdmin')}
            />
            <Form.Text id="application-isAdmin-hint" className="field-hint">
              {LABELS.applicationForm.isAdminHint}
            </Form.Text>
          </Form.Group>
        </div>
      </FieldGroup>
    </>
  );
}

/** One titled group of fields: a fieldset, so the title is read with each field in it. */
export function FieldGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend className="form-section-title">{title}</legend>
      <div className="row gx-3">{children}</div>
    </fieldset>
  );
}
