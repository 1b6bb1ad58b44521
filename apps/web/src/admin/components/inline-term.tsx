import type { ReactNode } from 'react';

/** One `Term: value` line of a short description list (a mail's header lines), within a `<dl>`. */
export function InlineTerm({
  term,
  className,
  testId,
  children,
}: {
  term: string;
  /** Added to the value's classes (`text-break` for an address or a subject). */
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="d-inline">{term}: </dt>
      <dd className={className ? `d-inline ${className}` : 'd-inline'} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
