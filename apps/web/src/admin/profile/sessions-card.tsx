import type { UserSession } from '@visadesk/contract';
import { LABELS, MESSAGES } from '@visadesk/contract/plain';
import { useState } from 'react';
import { Badge, Button, ListGroup } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { formatDateTime } from '../../lib/dates';
import { TitledCard } from '../components/titled-card';
import { useEndSessionMutation, useListSessionsQuery } from './sessions-api';
import { SignOutOthers } from './sign-out-others';

const L = LABELS.profile;

/** "Firefox 133 on Windows 10", or what the user agent told of it. */
const clientOf = ({ browser, system }: UserSession) =>
  browser && system ? `${browser} on ${system}` : (browser ?? system ?? L.unknownBrowser);

/** One session: what and where, when it signed in and how, when last seen; End unless it is this one. */
function SessionItem({ session, onEnded }: { session: UserSession; onEnded: () => void }) {
  const [endSession] = useEndSessionMutation();
  const [isEnding, setIsEnding] = useState(false);
  const client = clientOf(session);

  const end = async () => {
    setIsEnding(true);
    try {
      toast.success((await endSession(session._id).unwrap()).message || MESSAGES.auth.sessionEnded);
      onEnded();
    } catch {
      toast.error(MESSAGES.auth.sessionEndFailed);
      setIsEnding(false);
    }
  };

  return (
    <ListGroup.Item
      className="d-flex justify-content-between align-items-start gap-3"
      data-session={session._id}
    >
      <div>
        <div className="fw-medium">
          {client} {session.isCurrent && <Badge bg="success">{L.thisSession}</Badge>}
        </div>
        <div className="small text-body-secondary">
          {[
            session.address,
            L.signedInAt(formatDateTime(session.signedInAt), L.signInMethods[session.method]),
            L.lastSeenAt(formatDateTime(session.lastSeenAt)),
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
      </div>
      {!session.isCurrent && (
        <Button
          size="sm"
          variant="outline-danger"
          disabled={isEnding}
          aria-label={L.endSessionOf(client)}
          onClick={() => void end()}
        >
          {L.endSession}
        </Button>
      )}
    </ListGroup.Item>
  );
}

/**
 * The Profile's "Your sessions" card: every browser signed in to the account now, each with End,
 * and "Sign out of all other sessions". An ended session's browser is signed out at once.
 */
export function SessionsCard() {
  const { data: sessions, isError, refetch } = useListSessionsQuery();
  const others = sessions?.filter((session) => !session.isCurrent).length ?? 0;
  return (
    <TitledCard id="sessions-title" title={L.sessions} className="mt-4" headingClassName="h5">
      <p className="text-body-secondary">{L.sessionsHint}</p>
      {isError && <p className="text-danger">{MESSAGES.auth.sessionsLoadFailed}</p>}
      {sessions && (
        <ListGroup className="mb-3" aria-labelledby="sessions-title">
          {sessions.map((session) => (
            <SessionItem key={session._id} session={session} onEnded={() => void refetch()} />
          ))}
        </ListGroup>
      )}
      <SignOutOthers disabled={others === 0} onDone={() => void refetch()} />
    </TitledCard>
  );
}
