/** One part of the history card: its heading, then the text saying it is empty or its scrollable table. */
export function HistoryPart({
  titleId,
  title,
  emptyText,
  className,
  children,
}: {
  titleId: string;
  title: string;
  emptyText: string | null;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <h3 id={titleId} className="history-title">
        {title}
      </h3>
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
