import { MESSAGES } from '@visadesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { type AppError, badRequest } from '../../lib/app-error.ts';
import { violatedForeignKey } from '../../lib/db-errors.ts';

const unknownAssignee = () => badRequest(MESSAGES.applications.unknownAssignee, 'assignedTo');

/** 400 at `assignedTo` when the user a case is given to does not exist (null and undefined pass). */
export async function requireAssignee(db: Db, assignedTo: string | null | undefined): Promise<void> {
  if (!assignedTo) return;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, assignedTo));
  if (!user) throw unknownAssignee();
}

/** The same 400 for a user deleted between that check and the write (its foreign key says so). */
export const assigneeGone = (error: unknown): AppError | null =>
  violatedForeignKey(error) === 'applications_assigned_to_users_id_fk' ? unknownAssignee() : null;
