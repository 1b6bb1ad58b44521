import type { ExportFormat, User } from '@visadesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationExports } from '../../db/schema.ts';
import { newObjectId } from '../../lib/object-id.ts';

/** Who exported what: written as an export starts, its rows once the whole file has gone out. */
export type ExportRecord = { finish: (rows: number | null) => Promise<void> };

/**
 * Records an export as it starts (who, the format, the filter as asked); `finish` sets the rows
 * written, or leaves them null for a file that was not sent whole (the client went away, or
 * the reading failed).
 */
export async function recordExport(
  db: Db,
  user: User,
  format: ExportFormat,
  filter: Record<string, unknown>,
): Promise<ExportRecord> {
  const id = newObjectId();
  await db.insert(applicationExports).values({ id, userId: user._id, userName: user.name, format, filter });
  return {
    finish: async (rows) => {
      await db.update(applicationExports).set({ rows }).where(eq(applicationExports.id, id));
    },
  };
}
