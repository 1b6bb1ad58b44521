import { MESSAGES, type Role } from '@visadesk/contract/plain';
import type { ComponentType, ReactNode } from 'react';
import { useGetMeQuery } from '../api/session';
import { PageSpinner } from '../components/page-spinner';
import { PageHeader } from './components/page-header';

interface RequireRoleProps {
  roles: readonly Role[];
  /** The screen's title, kept as the page heading when access is refused. */
  title: string;
  children: ReactNode;
}

/**
 * Shows a screen only to the roles that may use it. The server enforces the same rule (403);
 * this spares a staff member who types the address a screen of failing requests.
 */
export function RequireRole({ roles, title, children }: RequireRoleProps) {
  const { data: user, isError } = useGetMeQuery();
  if (user && roles.includes(user.role)) return children;
  if (!user && !isError) return <PageSpinner />;
  return (
    <>
      <PageHeader title={title} />
      <div className={`alert ${user ? 'alert-warning' : 'alert-danger'}`} role="alert">
        {user ? MESSAGES.auth.forbidden : MESSAGES.auth.noResponse}
      </div>
    </>
  );
}

/** A screen for admins only: `Screen` behind RequireRole, `title` kept as the heading when refused. */
export function adminOnly(title: string, Screen: ComponentType): ComponentType {
  return function AdminOnlyScreen() {
    return (
      <RequireRole roles={['admin']} title={title}>
        <Screen />
      </RequireRole>
    );
  };
}
