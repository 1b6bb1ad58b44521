import type { User } from '@visadesk/contract';
import { generatePassword, hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { countUsers, insertUser } from '../modules/users/users.repository.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@visadesk.local';

export type FirstAdmin = { user: User; password?: string };

/**
 * Creates the first admin when no user exists: from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated
 * password that is returned so it can be shown once. Null when users already exist.
 */
export async function ensureFirstAdmin(db: Db, config: Config): Promise<FirstAdmin | null> {
  if ((await countUsers(db)) > 0) return null;
  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const generated = config.adminPassword ? undefined : generatePassword();
  let user: User;
  try {
    user = await insertUser(db, {
      name: 'Administrator',
      email,
      role: 'admin',
      passwordHash: await hashPassword(config.adminPassword ?? (generated as string)),
    });
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return { user, password: generated };
}
