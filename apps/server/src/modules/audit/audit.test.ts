// The audit log: what admins' account, settings, export and restore actions write, read back
// filtered and exported as CSV; admins only; entries older than the settings' days pruned.
import {
  API,
  APPLICATION_API,
  AUDIT_ACTIONS,
  AUDIT_API,
  AUDIT_REASONS,
  type AuditList,
  CATALOGUE_API,
  calendarDayIn,
} from '@visadesk/contract';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pruneAudit } from '../../audit/audit-prune.ts';
import { auditEvents, settings } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const admin = t.signedIn('admin');
const PASSWORD = 'Lantern-Orchard-4417';

const list = async (query = '', headers = admin.auth) => {
  const res = await t.inject({ method: 'GET', url: `${AUDIT_API.list}?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditList;
};

describe('the audit log', () => {
  it("records an admin's user changes: created, role changed, edited, deleted, with who and from where", async () => {
    const email = `audited-${Date.now()}@example.test`;
    const created = await t.inject({
      method: 'POST',
      url: API.users.create,
      headers: { ...admin.auth, 'user-agent': 'AuditTest/1.0' },
      payload: { name: 'Audited Person', email, password: PASSWORD, role: 'staff' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    const put = (payload: object) =>
      t.inject({ method: 'PUT', url: API.users.update(id), headers: admin.auth, payload });
    expect((await put({ name: 'Audited Person', email, role: 'approver' })).statusCode).toBe(200);
    expect((await put({ name: 'Audited Renamed', email, role: 'approver' })).statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'DELETE', url: API.users.remove(id), headers: admin.auth })).statusCode,
    ).toBe(200);

    const { events } = await list(`actorId=${admin.user._id}`);
    const mine = events.filter((event) => event.targetId === id).reverse();
    expect(mine.map((event) => event.action)).toEqual([
      'user.created',
      'user.role-changed',
      'user.changed',
      'user.deleted',
    ]);
    expect(mine[0]).toMatchObject({
      outcome: 'success',
      actorName: admin.user.name,
      targetType: 'user',
      targetName: 'Audited Person',
      userAgent: 'AuditTest/1.0',
      details: { role: 'staff' },
    });
    expect(mine[0]?.clientAddress).toBeTruthy();
    expect(mine[1]?.details).toEqual({ changed: ['role'], from: 'staff', to: 'approver' });
    expect(mine[2]?.details).toEqual({ changed: ['name'] });
    // The deleted user's entries still read with their name.
    expect(mine[3]?.targetName).toBe('Audited Renamed');
  });

  it('records a settings save with what it changed, and an export with its filter', async () => {
    const current = (await t.inject({ method: 'GET', url: CATALOGUE_API.settings.get })).json();
    const saved = await t.inject({
      method: 'PUT',
      url: CATALOGUE_API.settings.update,
      headers: admin.auth,
      payload: { ...pick(current), tagline: `Audited ${Date.now()}` },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [settingsEvent] = (await list('action=settings.changed')).events;
    expect(settingsEvent?.details).toEqual({ changed: ['tagline'] });

    const exported = await t.inject({
      method: 'GET',
      url: `${APPLICATION_API.export}?format=csv&status=approved`,
      headers: admin.auth,
    });
    expect(exported.statusCode).toBe(200);
    const [exportEvent] = (await list('action=export')).events;
    expect(exportEvent?.details).toMatchObject({ format: 'csv', filter: { status: 'approved' } });
  });

  it('filters by outcome and by office days, and refuses a bad filter with a 400', async () => {
    await t.db.insert(auditEvents).values([
      {
        id: 'a'.repeat(24),
        action: 'sign-in',
        outcome: 'failure',
        reason: 'wrongPassword',
        at: new Date('2020-03-01T12:00:00Z'),
      },
      { id: 'b'.repeat(24), action: 'sign-in', outcome: 'success', at: new Date('2020-03-02T12:00:00Z') },
    ]);
    const failed = await list('outcome=failure&from=2020-03-01&to=2020-03-01');
    expect(failed.events.map((event) => event._id)).toEqual(['a'.repeat(24)]);
    expect((await list('from=2020-03-01&to=2020-03-02&action=sign-in')).total).toBe(2);
    for (const query of [
      'action=nonsense',
      'from=2020-13-01',
      'from=2020-03-02&to=2020-03-01',
      'outcome=%00',
    ]) {
      const res = await t.inject({ method: 'GET', url: `${AUDIT_API.list}?${query}`, headers: admin.auth });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('exports every matching entry as CSV with a BOM, labels in words, formulas neutralised', async () => {
    await t.db.insert(auditEvents).values({
      id: 'c'.repeat(24),
      action: 'sign-in',
      outcome: 'failure',
      reason: 'unknownUser',
      userAgent: '=HYPERLINK("http://evil.test")',
      at: new Date('2020-04-01T12:00:00Z'),
    });
    const res = await t.inject({
      method: 'GET',
      url: `${AUDIT_API.export}?from=2020-04-01&to=2020-04-01`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]?.slice(0, 3)).toEqual(['When (UTC)', 'Action', 'Outcome']);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[1]).toBe(AUDIT_ACTIONS['sign-in']);
    expect(rows[1]?.[3]).toBe(AUDIT_REASONS.unknownUser);
    expect(rows[1]?.[7]).toBe(`'=HYPERLINK("http://evil.test")`);
  });

  it('is for admins only', async () => {
    expect((await t.inject({ method: 'GET', url: AUDIT_API.list })).statusCode).toBe(401);
    for (const role of ['approver', 'staff'] as const) {
      const { auth } = await t.createUser(role);
      for (const url of [AUDIT_API.list, AUDIT_API.export])
        expect((await t.inject({ method: 'GET', url, headers: auth })).statusCode).toBe(403);
    }
  });

  it("prunes entries older than the settings' days, and keeps the rest", async () => {
    await t.db.update(settings).set({ auditKeepDays: 30 }).where(eq(settings.id, 1));
    const now = new Date('2030-01-31T00:00:00Z');
    await t.db.insert(auditEvents).values([
      { id: 'd'.repeat(24), action: 'sign-out', at: new Date('2029-12-31T23:00:00Z') },
      { id: 'e'.repeat(24), action: 'sign-out', at: new Date('2030-01-02T00:00:00Z') },
    ]);
    expect(await pruneAudit(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(sql`${auditEvents.action} = 'sign-out'`);
    expect(left.map((row) => row.id)).toEqual(['e'.repeat(24)]);
    await t.db.update(settings).set({ auditKeepDays: 365 }).where(eq(settings.id, 1));
    expect(calendarDayIn('UTC', now)).toBe('2030-01-31');
  });
});

/** The settings' input fields from what GET answers (the screen sends these). */
function pick(current: Record<string, unknown>) {
  const { siteName, tagline, contactEmail, phone, address, officeHours, social, eligibilityUrl } = current;
  return { siteName, tagline, contactEmail, phone, address, officeHours, social, eligibilityUrl };
}
