import type { AuditEvent, AuditQuery } from '@visadesk/contract';
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';

type AuditRow = typeof auditEvents.$inferSelect;
export type AuditFilter = Omit<AuditQuery, 'page' | 'limit'>;

/** An entry as the API answers it. */
export const toAuditEvent = (row: AuditRow): AuditEvent => ({
  _id: row.id,
  at: row.at.toISOString(),
  action: row.action,
  outcome: row.outcome,
  reason: row.reason,
  actorId: row.actorId,
  actorName: row.actorName,
  targetType: row.targetType,
  targetId: row.targetId,
  targetName: row.targetName,
  clientAddress: row.clientAddress,
  userAgent: row.userAgent,
  details: (row.details as Record<string, unknown> | null) ?? null,
});

/** The start of a calendar day in the office's time zone, as an instant the database compares. */
const dayStart = (day: string, timeZone: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${timeZone}::text)`;

/** The filter's conditions; `from` and `to` are whole office days, both included. */
export function auditWhere(filter: AuditFilter, timeZone: string): SQL | undefined {
  return and(
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.outcome ? eq(auditEvents.outcome, filter.outcome) : undefined,
    filter.actorId ? eq(auditEvents.actorId, filter.actorId) : undefined,
    filter.from ? gte(auditEvents.at, dayStart(filter.from, timeZone)) : undefined,
    filter.to ? lt(auditEvents.at, dayStart(filter.to, timeZone, 1)) : undefined,
  );
}

const NEWEST_FIRST = [desc(auditEvents.at), desc(auditEvents.id)];

/** One page of entries, newest first, and how many match. */
export async function listAuditEvents(db: Db, where: SQL | undefined, page: number, limit: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(auditEvents).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every matching entry, newest first, `size` at a time (keyset: the last row's time and id). */
export async function* allAuditEvents(db: Db, where: SQL | undefined, size = 1000) {
  let after: AuditRow | undefined;
  for (;;) {
    const before = after
      ? or(lt(auditEvents.at, after.at), and(eq(auditEvents.at, after.at), lt(auditEvents.id, after.id)))
      : undefined;
    const rows = await db
      .select()
      .from(auditEvents)
      .where(and(where, before))
      .orderBy(...NEWEST_FIRST)
      .limit(size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows.at(-1);
  }
}
