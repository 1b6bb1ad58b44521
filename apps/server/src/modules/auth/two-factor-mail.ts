import { MESSAGES, type Settings, senderNameOf, type User } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import { queueMail } from '../../mail/outbox.repository.ts';

/**
 * Tells a user an admin removed their second factors: if it was not asked for, the user hears of
 * it at once (the mail holds no secret, so it is not sealed).
 */
export function queueResetMail(db: Db, user: User, settings: Settings) {
  return queueMail(db, {
    recipient: user.email,
    fromName: senderNameOf(settings.mail, settings.siteName),
    subject: MESSAGES.twoFactor.resetMailSubject(settings.siteName),
    textBody: MESSAGES.twoFactor.resetMailBody(user.name, settings.siteName),
    kind: 'account',
  });
}
