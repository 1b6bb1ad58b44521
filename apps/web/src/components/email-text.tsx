import { Fragment } from 'react';
import { emailBreakParts } from '../lib/email-breaks';

/**
 * An e-mail address that wraps at sensible points: a <wbr> after the @ and after each dot, so a
 * narrow cell shows "ama.lovelace@ / example.com" rather than "ama.lovelace@exampl / e.com".
 */
export function EmailText({ email }: { email: string }) {
  return (
    <span className="email-text">
      {emailBreakParts(email).map((part, index) => (
        // Parts repeat ("co." twice), so their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for one address
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
