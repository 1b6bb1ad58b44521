import { Fragment } from 'react';

/** Text drawn as its parts with a <wbr> between each two, so it wraps at those points only. */
export function BreakableText({ parts, className }: { parts: readonly string[]; className: string }) {
  return (
    <span className={className}>
      {parts.map((part, index) => (
        // Parts repeat ("0." or "co." twice), so their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for one text
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
