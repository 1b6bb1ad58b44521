import type { TestApp } from './test-app.ts';

/** Deletes a record in Recently deleted for good (its purge URL), as a new admin; answers the status. */
export async function purgeAsAdmin(t: Pick<TestApp, 'createUser' | 'inject'>, url: string): Promise<number> {
  const admin = await t.createUser('admin');
  return (await t.inject({ method: 'DELETE', url, headers: admin.auth })).statusCode;
}
