import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/icons';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons or links shown at the right of the title (below it on a phone). */
  actions?: ReactNode;
  /** A list's "Add New ..." link to its add screen, shown as the primary action. */
  add?: { to: string; label: string };
}

/** The title block every back-office screen opens with; the title is the page's only h1. */
export function PageHeader({ title, subtitle, actions, add }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div>
        <h1 className="page-title">{title}</h1>
        {subtitle && <p className="page-subtitle">{subtitle}</p>}
      </div>
      {(actions || add) && (
        <div className="page-actions">
          {add && (
            <Link to={add.to} className="btn btn-primary">
              <Icon name="plus" size={18} />
              {add.label}
            </Link>
          )}
          {actions}
        </div>
      )}
    </div>
  );
}
