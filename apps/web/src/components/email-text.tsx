import { emailBreakParts } from '../lib/email-breaks';
import { BreakableText } from './breakable-text';

/**
 * An e-mail address that wraps at sensible points: a <wbr> after the @ and after each dot, so a
 * narrow cell shows "ama.lovelace@ / example.com" rather than "ama.lovelace@exampl / e.com".
 */
export function EmailText({ email }: { email: string }) {
  return <BreakableText parts={emailBreakParts(email)} className="email-text" />;
}
