import type { Application } from '@visadesk/contract';
import { LABELS } from '@visadesk/contract/plain';
import { Button, Form } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { useAssignApplicationMutation } from '../../api/case-owner';
import { useGetMeQuery } from '../../api/session';
import { refusalOf } from '../components/run-action';
import { TitledCard } from '../components/titled-card';
import { useAssigneeOptions } from './assignee-options';

const A = LABELS.assignment;

/** The view page's quick assign: whose case it is, changed at once, and "Assign to me". */
export function QuickAssign({ application }: { application: Application }) {
  const { data: me } = useGetMeQuery();
  const options = useAssigneeOptions(application);
  const [assign, { isLoading }] = useAssignApplicationMutation();

  async function assignTo(assignedTo: string | null) {
    try {
      const saved = await assign({ id: application._id, assignedTo }).unwrap();
      toast.success(A.done(saved.assignedToName));
    } catch (error) {
      toast.error(refusalOf(error, A.failed));
    }
  }

  return (
    <TitledCard
      id="quick-assign-title"
      title={LABELS.applicationForm.sections.caseOwner}
      className="assign-card d-print-none"
      headingClassName="card-section-title"
    >
      <div className="quick-assign">
        <Form.Group controlId="quick-assign">
          <Form.Label>{A.label}</Form.Label>
          <Form.Select
            value={application.assignedTo ?? ''}
            disabled={isLoading}
            onChange={(event) => void assignTo(event.target.value || null)}
          >
            <option value="">{A.unassigned}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {me && application.assignedTo !== me._id && (
          <Button variant="outline-primary" disabled={isLoading} onClick={() => void assignTo(me._id)}>
            {A.assignToMe}
          </Button>
        )}
      </div>
    </TitledCard>
  );
}
