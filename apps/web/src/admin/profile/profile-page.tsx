import { LABELS } from '@visadesk/contract/plain';
import { useGetMeQuery } from '../../api/session';
import { PageSpinner } from '../../components/page-spinner';
import { PageHeader } from '../components/page-header';
import { CalendarFeedCard } from './calendar-feed-card';
import { DigestSwitch } from './digest-switch';
import { PasskeysCard } from './passkeys-card';
import { ProfileForm } from './profile-form';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** /profile: any signed-in role edits their own name and password. */
export function ProfilePage() {
  const { data: user } = useGetMeQuery();
  return (
    <div className="form-page">
      <PageHeader title={LABELS.profile.title} />
      {/* The form waits for /me so its fields start filled in with the current values. */}
      {user ? <ProfileForm key={user._id} user={user} /> : <PageSpinner />}
      <DigestSwitch />
      <TwoFactorCard />
      <PasskeysCard />
      <CalendarFeedCard />
      <SessionsCard />
    </div>
  );
}
