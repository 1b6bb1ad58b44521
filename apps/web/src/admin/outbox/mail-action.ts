import toast from 'react-hot-toast';
import { describeQueryError } from '../../api/query-error';

/**
 * Runs an outbox action (resend, cancel) and says how it went: its success message, or the
 * server's own reason for refusing it (a mail already sent), else `fallback`.
 */
export async function runMailAction(action: () => Promise<unknown>, success: string, fallback: string) {
  try {
    await action();
    toast.success(success);
  } catch (failure) {
    const described = describeQueryError(failure);
    toast.error(described.kind === 'server' && described.message ? described.message : fallback);
  }
}
