import type { User } from '@visadesk/contract';

/**
 * What sign-in and the guard read of users (and what sign-in writes: an upgraded hash, a password
 * the user chose at an invitation or a required change). auth/ owns this need; the users module supplies it
 * (modules/users/user-reader.ts) and app.ts hands it over, so auth does not depend on how or
 * where users are stored.
 */
export type UserReader = {
  /** A user as the API shows them; undefined once deleted. */
  get(id: string): Promise<User | undefined>;
  /** The user with this e-mail (already trimmed and lower-cased), with their password hash. */
  findForLogin(email: string): Promise<(User & { passwordHash: string }) | undefined>;
  /**
   * Replaces a password hash made with older parameters by `next`, only while the user still has
   * `stored` (a password changed meanwhile is kept).
   */
  upgradePasswordHash(id: string, stored: string, next: string): Promise<void>;
  /** The user's own password: no invitation or required change left. Undefined once deleted. */
  setChosenPassword(id: string, passwordHash: string): Promise<User | undefined>;
};
