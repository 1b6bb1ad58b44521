import '../../styles/history.css';
/**
 * One part of a history: its heading (an h3 inside a card's section, an h2 where it is the card's
 * own), then the text saying it is empty or its scrollable table.
 */
export function HistoryPart({
  titleId,
  title,
  emptyText,
  className,
  level = 3,
  children,
}: {
  titleId: string;
  title: string;
  emptyText: string | null;
  className?: string;
  level?: 2 | 3;
  children: React.ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={className}>
      <Heading id={titleId} className="history-title">
        {title}
      </Heading>
      {emptyText ? (
        <p className="text-body-secondary">{emptyText}</p>
      ) : (
        <ScrollRegion labelledBy={titleId}>{children}</ScrollRegion>
      )}
    </div>
  );
}

/** A table that may scroll: focusable and named, so keyboard users can scroll it too. */
function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-responsive history-scroll" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </section>
  );
}
