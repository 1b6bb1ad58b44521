import { LABELS, ROUTES } from '@visadesk/contract/plain';
import type { ReactNode } from 'react';
import { BackLink } from '../components/back-link';
import { PageHeader } from '../components/page-header';

interface UserFormFrameProps {
  title: string;
  error: string | null;
  children: ReactNode;
  /** Shown under the form's card (the user's changes, when editing). */
  below?: ReactNode;
}

/** The shared frame of the create and edit user screens: back link, title, alert and card. */
export function UserFormFrame({ title, error, children, below }: UserFormFrameProps) {
  return (
    <div className="form-page">
      <BackLink to={ROUTES.users} label={LABELS.users.backToList} />
      <PageHeader title={title} />
      <div className="card admin-card">
        <div className="card-body">
          {error && (
            <div className="alert alert-danger" role="alert">
              {error}
            </div>
          )}
          {children}
        </div>
      </div>
      {below}
    </div>
  );
}
