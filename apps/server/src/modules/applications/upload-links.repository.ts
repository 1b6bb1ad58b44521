import type { DocumentSlot, UploadLinkState } from '@visadesk/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, uploadLinks, users } from '../../db/schema.ts';
import { newObjectId } from '../../lib/object-id.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** Where a link stands by the database's clock, the one its `expires_at` was set by. */
const state = sql<UploadLinkState>`case
  when ${uploadLinks.revokedAt} is not null then 'revoked'
  when ${uploadLinks.completedAt} is not null then 'completed'
  when ${uploadLinks.expiresAt} <= now() then 'expired'
  else 'open' end`;

const linkColumns = {
  id: uploadLinks.id,
  applicationId: uploadLinks.applicationId,
  slots: uploadLinks.slots,
  received: uploadLinks.received,
  birthDateFailures: uploadLinks.birthDateFailures,
  createdAt: uploadLinks.createdAt,
  expiresAt: uploadLinks.expiresAt,
  state,
};
export type UploadLinkRow = {
  id: string;
  applicationId: string;
  slots: DocumentSlot[];
  received: DocumentSlot[];
  birthDateFailures: number;
  createdAt: Date;
  expiresAt: Date;
  state: UploadLinkState;
};

export async function insertUploadLink(
  tx: Executor,
  link: { applicationId: string; tokenHash: string; slots: DocumentSlot[]; createdBy: string; days: number },
): Promise<{ id: string; expiresAt: Date }> {
  const [row] = await tx
    .insert(uploadLinks)
    .values({
      id: newObjectId(),
      applicationId: link.applicationId,
      tokenHash: link.tokenHash,
      slots: link.slots,
      createdBy: link.createdBy,
      expiresAt: sql`now() + ${link.days} * interval '1 day'`,
    })
    .returning({ id: uploadLinks.id, expiresAt: uploadLinks.expiresAt });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** An application's links, newest first, with their creator's name. */
export function listUploadLinks(db: Db, applicationId: string) {
  return db
    .select({ ...linkColumns, createdBy: users.name })
    .from(uploadLinks)
    .leftJoin(users, eq(users.id, uploadLinks.createdBy))
    .where(eq(uploadLinks.applicationId, applicationId))
    .orderBy(desc(uploadLinks.createdAt), desc(uploadLinks.id)) as Promise<
    (UploadLinkRow & { createdBy: string | null })[]
  >;
}

/**
 * The link a token's hash names, with what the applicant's page shows and checks: their name and
 * date of birth. `forUpdate`: locked for the rest of the transaction, so two uploads to one link
 * are counted one after the other.
 */
export async function findUploadLink(tx: Executor, tokenHash: string, forUpdate = false) {
  const query = tx
    .select({
      ...linkColumns,
      givenN: applications.givenN,
      surname: applications.surname,
      dob: applications.dob,
    })
    .from(uploadLinks)
    .innerJoin(applications, eq(applications.id, uploadLinks.applicationId))
    .where(eq(uploadLinks.tokenHash, tokenHash));
  const [row] = await (forUpdate ? query.for('update', { of: uploadLinks }) : query);
  return row as LinkWithApplicant | undefined;
}

/** A link with the applicant's name and date of birth. */
export type LinkWithApplicant = UploadLinkRow & { givenN: string; surname: string; dob: string };

/** Closes an open link of the application; false when it has none of that id still open. */
export async function revokeUploadLink(db: Db, applicationId: string, linkId: string): Promise<boolean> {
  const rows = await db
    .update(uploadLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(uploadLinks.id, linkId),
        eq(uploadLinks.applicationId, applicationId),
        isNull(uploadLinks.revokedAt),
        isNull(uploadLinks.completedAt),
      ),
    )
    .returning({ id: uploadLinks.id });
  return rows.length > 0;
}

/**
 * Counts a wrong date of birth; the link closes at `max`. Answers the failures so far (0 when the
 * link was closed meanwhile).
 */
export async function countBirthDateFailure(db: Db, id: string, max: number): Promise<number> {
  const [row] = await db
    .update(uploadLinks)
    .set({
      birthDateFailures: sql`${uploadLinks.birthDateFailures} + 1`,
      revokedAt: sql`case when ${uploadLinks.birthDateFailures} + 1 >= ${max} then now() end`,
    })
    .where(and(eq(uploadLinks.id, id), isNull(uploadLinks.revokedAt)))
    .returning({ failures: uploadLinks.birthDateFailures });
  return row?.failures ?? 0;
}

/** A slot received; the link completes with the last slot it asked for. */
export async function markReceived(tx: Executor, link: UploadLinkRow, slot: DocumentSlot) {
  const received = [...link.received, slot];
  const isComplete = link.slots.every((asked) => received.includes(asked));
  await tx
    .update(uploadLinks)
    .set({ received, completedAt: isComplete ? sql`now()` : null })
    .where(eq(uploadLinks.id, link.id));
}
