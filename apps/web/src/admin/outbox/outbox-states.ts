import type { OutboxState } from '@visadesk/contract';

/** The badge colour of each state of a mail, in the list and the mail's dialog. */
export const STATE_VARIANTS: Record<OutboxState, string> = {
  queued: 'secondary',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  cancelled: 'dark',
};
