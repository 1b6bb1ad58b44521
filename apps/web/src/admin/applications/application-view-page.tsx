import '../../styles/applications.css';
import { LABELS, ROUTES } from '@visadesk/contract/plain';
import { Button } from 'react-bootstrap';
import { Link, Navigate, useNavigate } from 'react-router';
import { useOfficeName } from '../../api/settings';
import { Icon } from '../../components/icons';
import { PageSpinner } from '../../components/page-spinner';
import { PrintoutStamp } from '../../components/printout-stamp';
import { PrintingContext } from '../../components/sized-image';
import { usePrint } from '../../lib/use-print';
import { PageHeader } from '../components/page-header';
import { NotesCard } from '../notes/notes-card';
import { ApplicantCopy } from './applicant-copy';
import { fullName, statusLabel } from './application-display';
import { ApplicationHistory } from './application-history';
import { CaseReference } from './case-reference';
import { DocumentSlots } from './document-slots';
import { QuickAssign } from './quick-assign';
import { RecordProblem } from './record-problem';
import { StatusActions } from './status-actions';
import { UploadLinksCard } from './upload-links-card';
import { useApplicationRecord } from './use-application-record';
import { useDeleteApplication } from './use-delete-application';

const V = LABELS.applicationView;

/**
 * /userView and /updateApplicationView/:id: the applicant copy with its documents, the status
 * actions, the history, and Print / Edit / Delete.
 */
export function ApplicationViewPage() {
  const navigate = useNavigate();
  const { hasSource, application, isLoading, error } = useApplicationRecord();
  const remove = useDeleteApplication(() => navigate(ROUTES.applications));
  const printing = usePrint();
  const officeName = useOfficeName();

  if (!hasSource) return <Navigate to={ROUTES.applications} replace />;
  if (!application) {
    return isLoading ? <PageSpinner /> : <RecordProblem title={V.heading} error={error} />;
  }

  return (
    <PrintingContext.Provider value={printing.isPrinting}>
      <div className="application-view" ref={printing.root}>
        <p className="print-brand d-none d-print-block">{officeName}</p>
        <Link to={ROUTES.applications} className="back-link d-print-none">
          <Icon name="arrowLeft" size={16} />
          {LABELS.applications.backToList}
        </Link>
        <PageHeader
          title={V.title(statusLabel(application.isStatus))}
          subtitle={fullName(application)}
          actions={
            <div className="d-print-none page-actions-group">
              <Button variant="outline-secondary" onClick={printing.print} disabled={printing.isPreparing}>
                <Icon name="printer" size={17} />
                {V.print}
              </Button>
              <Link
                to={`${ROUTES.editApplication}?id=${application._id}`}
                className="btn btn-outline-primary"
              >
                <Icon name="edit" size={17} />
                {V.edit}
              </Link>
              {remove.canDelete && (
                <Button variant="outline-danger" onClick={() => remove.ask(application)}>
                  <Icon name="trash" size={17} />
                  {V.delete}
                </Button>
              )}
            </div>
          }
        />
        <CaseReference reference={application.reference} />
        <StatusActions application={application} />
        <QuickAssign application={application} />
        {/* The list's copy (shown while the record loads) has none: the stamp comes with the record. */}
        {application.verification && <PrintoutStamp verification={application.verification} />}
        <ApplicantCopy application={application} />
        <DocumentSlots application={application} />
        <UploadLinksCard application={application} />
        <NotesCard applicationId={application._id} />
        <ApplicationHistory id={application._id} />
        {remove.dialog}
      </div>
    </PrintingContext.Provider>
  );
}
