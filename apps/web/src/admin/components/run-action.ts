import toast from 'react-hot-toast';
import { describeQueryError } from '../../api/query-error';

/**
 * Runs a list's action (resend or cancel a mail, restore a deleted record) and says how it went:
 * its success message, or the server's own reason for refusing it (a mail already sent, a name
 * taken meanwhile), else `fallback`.
 */
export async function runAction(action: () => Promise<unknown>, success: string, fallback: string) {
  try {
    await action();
    toast.success(success);
  } catch (failure) {
    toast.error(refusalOf(failure, fallback));
  }
}

/** The server's own reason for refusing a request, else `fallback` (no answer, an outage). */
export function refusalOf(failure: unknown, fallback: string): string {
  const described = describeQueryError(failure);
  return described.kind === 'server' && described.message ? described.message : fallback;
}
