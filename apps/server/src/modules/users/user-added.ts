import type { User } from '@visadesk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditBy, recordAudit, userTarget } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';

/** A new user's answer, added or invited: logged with their role, then 201 with the record. */
export async function answerAdded(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  action: 'user.created' | 'user.invited',
) {
  await recordAudit(db, {
    ...auditBy(request),
    action,
    target: userTarget(user),
    details: { role: user.role },
  });
  return reply.status(201).send(user);
}
