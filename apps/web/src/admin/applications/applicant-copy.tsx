import type { Application } from '@visadesk/contract';
import {
  CASE_OFFICE_LABELS,
  countryName,
  formatAmount,
  LABELS,
  languageLabel,
} from '@visadesk/contract/plain';
import type { ReactNode } from 'react';
import { EmailText } from '../../components/email-text';
import { SizedImage } from '../../components/sized-image';
import { formatDate } from '../../lib/dates';
import { StatusBadge } from '../components/status-badge';
import { ApplicantCopyDocuments } from './applicant-copy-documents';
import { fullName } from './application-display';

const F = LABELS.applicationForm.fields;
const V = LABELS.applicationView;

/** `screenOnly`: shown on screen, left off the printed copy the applicant takes. */
type Row = [label: string, value: ReactNode, screenOnly?: 'screenOnly'];

const expiry = (date: string | null) => (date ? formatDate(date) : V.noDate);
const R = CASE_OFFICE_LABELS.rejection;

/**
 * A rejection's reason and note: on screen for staff, marked when the applicant does not see them;
 * on paper only when the office shares them.
 */
function rejectionRows({ isStatus, rejectionReason, rejectionNote, rejectionShared }: Application): Row[] {
  if (isStatus !== 'rejected') return [];
  const kept = rejectionShared ? undefined : 'screenOnly';
  const rows: Row[] = [];
  if (rejectionReason) rows.push([R.reason, rejectionReason, kept]);
  if (rejectionNote)
    rows.push([
      R.note,
      <span key="note" className="rejection-note">
        {rejectionNote}
      </span>,
      kept,
    ]);
  if (rows.length > 0) rows.push([R.heading, rejectionShared ? R.sharedYes : R.sharedNo, 'screenOnly']);
  return rows;
}

/** The four sections of the applicant copy (spec section 2), as label/value rows. */
function sectionsOf(application: Application): { id: string; title: string; rows: Row[] }[] {
  return [
    {
      id: 'copy-personal',
      title: V.sections.personal,
      rows: [
        [F.surname, application.surname],
        [F.givenN, application.givenN],
        [F.sex, application.sex],
        [F.dob, formatDate(application.dob)],
        [F.birthCity, application.birthCity],
        [F.currentN, countryName(application.currentN)],
        [F.identification, application.identification],
        [F.nationalId, application.nationalId],
      ],
    },
    {
      id: 'copy-company',
      title: V.sections.company,
      rows: [
        [F.company, application.company],
        [F.dutyDuration, application.dutyDuration],
        [F.jobTitle, application.jobTitle],
        // As chosen ("CAD 3,200 / month"); an amount kept from before currencies grouped ("3,500").
        [F.salary, formatAmount(application.salary)],
      ],
    },
    {
      id: 'copy-passport',
      title: V.sections.passport,
      rows: [
        [
          F.passport,
          <span key="passport" className="font-monospace">
            {application.passport}
          </span>,
        ],
        [F.issuedCountry, countryName(application.issuedCountry)],
        [V.status, <StatusBadge key="status" status={application.isStatus} />],
        ...rejectionRows(application),
        [V.collectDate, formatDate(application.pending)],
        [V.approveDate, formatDate(application.approve)],
        // The passport's expiry is the applicant's own, on paper too; the visa's and the work
        // permit's are the office's deadlines for the case, on screen only.
        [V.passportExpiry, expiry(application.passportExpiry)],
        [V.visaExpiry, expiry(application.visaExpiry), 'screenOnly'],
        [V.permitExpiry, expiry(application.permitExpiry), 'screenOnly'],
      ],
    },
    {
      id: 'copy-contact',
      title: V.sections.contact,
      rows: [
        [F.phone, application.phone],
        [F.email, <EmailText key="email" email={application.email} />],
        // Which language the office writes to them in: the office's to know, not the paper's.
        [F.language, languageLabel(application.language), 'screenOnly'],
        [V.createdBy, application.createdBy ?? LABELS.common.noValue],
      ],
    },
  ];
}

/**
 * The applicant copy itself: photo and sections A to D, laid out like the printed form, and on paper
 * the uploaded documents after them.
 */
export function ApplicantCopy({ application }: { application: Application }) {
  const name = fullName(application);
  return (
    <>
      <div className="card admin-card applicant-copy">
        <div className="card-body">
          <div className="copy-photo">
            {application.sizes?.image ? (
              <SizedImage copies={application.sizes.image} alt={V.photoAlt(name)} width={120} height={120} />
            ) : application.image ? (
              // A copy from the list, shown while the record loads: the list's 100x100 thumbnail.
              <img
                src={application.thumbnail ?? application.image}
                alt={V.photoAlt(name)}
                width={120}
                height={120}
              />
            ) : (
              <span className="copy-photo-empty">{V.noPhoto}</span>
            )}
            {/* Under the photo, beside section A: on paper too, without lengthening the page. */}
            <p className="copy-reference">
              {CASE_OFFICE_LABELS.reference}
              <span className="font-monospace">{application.reference}</span>
            </p>
          </div>
          {sectionsOf(application).map((section) => (
            <section key={section.id} className="copy-section" aria-labelledby={section.id}>
              <h2 id={section.id} className="copy-section-title">
                {section.title}
              </h2>
              <dl className="copy-grid">
                {section.rows.map(([label, value, screenOnly]) => (
                  <div key={label} className={screenOnly ? 'copy-row d-print-none' : 'copy-row'}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </div>
      <ApplicantCopyDocuments application={application} />
    </>
  );
}
