import type { PublishStatus } from '@visadesk/contract';

/** A page's or a slide's own Published/Unpublished, as a pill. */
export function PublishBadge({ status }: { status: PublishStatus }) {
  return (
    <span className={`status-badge ${status === 'Published' ? 'publish-on' : 'publish-off'}`}>{status}</span>
  );
}
