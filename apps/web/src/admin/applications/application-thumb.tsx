import type { Application } from '@visadesk/contract';
import { UserAvatar } from '../../components/user-avatar';

/** The applicant's 100x100 thumbnail as a small round avatar; initials when there is no photo. */
export function ApplicationThumb({
  application,
  name,
  size = 36,
}: {
  application: Application;
  name: string;
  size?: number;
}) {
  if (!application.thumbnail) return <UserAvatar name={name} size={size} isDecorative />;
  return (
    <img
      className="user-avatar application-thumb"
      src={application.thumbnail}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  );
}
