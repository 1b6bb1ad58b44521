import type { ReactNode } from 'react';

/** One label/value line of a status portal summary list (the enquiry result and the printout check). */
export function SummaryRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="summary-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
