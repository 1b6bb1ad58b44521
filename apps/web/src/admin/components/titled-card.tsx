import type { ReactNode } from 'react';

interface TitledCardProps {
  /** The heading's id: the section is named by it for assistive technology. */
  id: string;
  title: ReactNode;
  /** More classes for the card (its own look, spacing, print). */
  className?: string;
  /** The heading's look; the card's own by default. */
  headingClassName?: string;
  /** Children run to the card's edges (a list, a table) under a padded heading row. */
  flush?: boolean;
  children: ReactNode;
}

/** A back-office card holding one section under its h2. */
export function TitledCard({
  id,
  title,
  className,
  headingClassName = 'card-heading',
  flush = false,
  children,
}: TitledCardProps) {
  const heading = (
    <h2 id={id} className={headingClassName}>
      {title}
    </h2>
  );
  return (
    <section className={className ? `card admin-card ${className}` : 'card admin-card'} aria-labelledby={id}>
      {flush ? (
        <>
          <div className="card-header-row">{heading}</div>
          {children}
        </>
      ) : (
        <div className="card-body">
          {heading}
          {children}
        </div>
      )}
    </section>
  );
}
