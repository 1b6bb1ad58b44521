import type { AuditAction, AuditOutcome, AuditReason, User } from '@visadesk/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';
import { newObjectId } from '../lib/object-id.ts';

/** Where an action came from: the client's address (behind TRUST_PROXY) and its user agent. */
export type AuditClient = { address: string | null; userAgent: string | null };

/** One entry of the audit log: what happened, to whom or what, by whom, from where. */
export type AuditEntry = {
  action: AuditAction;
  outcome?: AuditOutcome;
  /** Why a failure failed: a key of the contract's AUDIT_REASONS, shown in its words. */
  reason?: AuditReason;
  /** Who acted; null for someone not signed in (a failed sign-in's unknown e-mail). */
  actor: Pick<User, '_id' | 'name'> | null;
  target?: { type: string; id: string | null; name?: string | null };
  client: AuditClient;
  details?: Record<string, unknown>;
};

const USER_AGENT_MAX = 512;

/** The request's client, as the audit log keeps it. */
export const auditClientOf = (request: FastifyRequest): AuditClient => ({
  address: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
});

/** Who acts in a signed-in request, and from where. */
export const auditBy = (request: FastifyRequest): Pick<AuditEntry, 'actor' | 'client'> => ({
  actor: request.currentUser ?? null,
  client: auditClientOf(request),
});

/** A user as the target of an entry. */
export const userTarget = (user: Pick<User, '_id' | 'name'>) => ({
  type: 'user',
  id: user._id,
  name: user.name,
});

/**
 * Writes one entry. Pass the transaction that makes the change when there is one, so the entry
 * and the change land together; names are copied so an entry still reads after a user is deleted.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    id: newObjectId(),
    action: entry.action,
    outcome: entry.outcome ?? 'success',
    reason: entry.reason ?? null,
    actorId: entry.actor?._id ?? null,
    actorName: entry.actor?.name ?? null,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    targetName: entry.target?.name ?? null,
    clientAddress: entry.client.address,
    userAgent: entry.client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    details: entry.details ?? null,
  });
}
