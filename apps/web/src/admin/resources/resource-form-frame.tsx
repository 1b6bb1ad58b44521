import '../../styles/resources.css';
import type { ReactNode } from 'react';
import { BackLink } from '../components/back-link';
import { PageHeader } from '../components/page-header';
import type { ResourceConfig } from './resource-config';

interface ResourceFormFrameProps {
  config: ResourceConfig;
  title: string;
  /** A problem that keeps the form from showing (record not found, list not loaded). */
  problem?: string;
  children?: ReactNode;
}

/** The frame of the add and edit screens: back link, title, and the card the form sits in. */
export function ResourceFormFrame({ config, title, problem, children }: ResourceFormFrameProps) {
  return (
    <div
      className={`form-page${config.fields.some((field) => field.kind === 'textarea') ? ' form-page-wide' : ''}`}
    >
      <BackLink to={config.routes.list} label={config.labels.backToList} />
      <PageHeader title={title} />
      {problem ? (
        <div className="alert alert-danger" role="alert">
          {problem}
        </div>
      ) : (
        children
      )}
    </div>
  );
}
