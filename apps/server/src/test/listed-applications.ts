import { APPLICATION_API, type Application } from '@visadesk/contract';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** The application list for `query` as the holder of `auth` sees it: passports in order, totals. */
export async function listedApplications(
  t: Pick<TestApp, 'inject'>,
  auth: Record<string, string>,
  query: string,
) {
  const res = await t.inject({ method: 'GET', url: `${APPLICATION_API.list}?${query}`, headers: auth });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return {
    passports: (body.applications as Application[]).map((a) => a.passport),
    total: body.totalApplication as number,
    totalPages: body.totalPages as number,
  };
}
