import { INVITATION_LABELS, ROUTES } from '@visadesk/contract/plain';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { requestInvitation } from '../../auth/chosen-password';
import { AuthFrame } from './auth-frame';
import { type Invitee, SignIn } from './sign-in';

const L = INVITATION_LABELS.invitation;

type Checked =
  | { state: 'checking' }
  | { state: 'ready'; invitee: Invitee }
  | { state: 'refused'; message: string };

/**
 * /invitation#<ticket>, the invitation mail's link: greets the invitee, who chooses their password
 * and is signed in (or walked through a required second factor first). The ticket stays in the
 * fragment, which the browser sends to no server and no referrer.
 */
export function InvitationPage() {
  const ticket = useLocation().hash.slice(1);
  const [checked, setChecked] = useState<Checked>({ state: 'checking' });

  useEffect(() => {
    let isCurrent = true;
    void requestInvitation(ticket).then((answer) => {
      if (!isCurrent) return;
      setChecked(
        answer.ok
          ? { state: 'ready', invitee: { name: answer.name, email: answer.email } }
          : { state: 'refused', message: answer.message },
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [ticket]);

  return (
    <AuthFrame title={L.title}>
      {checked.state === 'checking' && <p role="status">{L.checking}</p>}
      {checked.state === 'refused' && (
        <>
          <div className="alert alert-danger" role="alert">
            {checked.message}
          </div>
          <Link to={ROUTES.login} className="btn btn-outline-primary w-100">
            {L.signIn}
          </Link>
        </>
      )}
      {checked.state === 'ready' && (
        <SignIn start={{ kind: 'invitation', ticket }} invitee={checked.invitee} />
      )}
    </AuthFrame>
  );
}
