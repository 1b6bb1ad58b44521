import {
  APPLICATION_API,
  type Application,
  CASE_OFFICE_LABELS,
  CASE_OFFICE_MESSAGES,
  CATALOGUE_API,
  DEFAULT_REJECTION_REASONS,
  MESSAGES,
  type Settings,
} from '@visadesk/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { postApplication } from '../../test/application-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const C = CASE_OFFICE_MESSAGES;
const t = useTestApp({ RATE_LIMIT_ENQUIRY_MAX: '1000' });
const admin = t.signedIn('admin');
const approver = t.signedIn('approver');
const staff = t.signedIn('staff');

const addApplication = (overrides: Parameters<typeof postApplication>[2] = {}) =>
  postApplication(t, staff.auth, overrides);
const enquire = (search: string, { currentN, dob }: Pick<Application, 'currentN' | 'dob'>) =>
  t.inject({
    method: 'GET',
    url: `${APPLICATION_API.enquiry}?${new URLSearchParams({ search, search1: currentN, search2: dob })}`,
  });
const reject = (id: string, payload?: Record<string, unknown>) =>
  t.inject({
    method: 'PUT',
    url: APPLICATION_API.reject(id),
    headers: approver.auth,
    ...(payload && { payload }),
  });
const list = (search: string) =>
  t.inject({
    method: 'GET',
    url: `${APPLICATION_API.list}?${new URLSearchParams({ search })}`,
    headers: staff.auth,
  });
const history = async (id: string) =>
  (await t.inject({ method: 'GET', url: APPLICATION_API.history(id), headers: staff.auth })).json()
    .statusChanges;

/** Saves the settings as they are with these case settings; answers the response. */
async function saveCases(cases: unknown) {
  const current: Settings = (await t.inject({ method: 'GET', url: CATALOGUE_API.settings.get })).json();
  const { siteName, contactEmail, eligibilityUrl } = current;
  return t.inject({
    method: 'PUT',
    url: CATALOGUE_API.settings.update,
    headers: admin.auth,
    payload: { siteName, contactEmail, eligibilityUrl, cases },
  });
}

describe('references', () => {
  it('gives every application its own reference of seven Crockford characters, K7M-29XD', async () => {
    const made = await Promise.all([addApplication(), addApplication(), addApplication()]);
    for (const { reference } of made)
      expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Set(made.map((a) => a.reference)).size).toBe(3);
    const one = await t.inject({ method: 'GET', url: APPLICATION_API.get(made[0]._id), headers: staff.auth });
    expect(one.json().reference).toBe(made[0].reference);
  });

  it('finds the case in the public enquiry by its reference, with or without the hyphen, in any case', async () => {
    const created = await addApplication();
    const { reference } = created;
    const spellings = [
      reference,
      reference.replace('-', ''),
      reference.toLowerCase(),
      ` ${reference.slice(0, 3)} ${reference.slice(4)} `,
    ];
    for (const search of spellings) {
      const res = await enquire(search, created);
      expect(res.statusCode).toBe(200);
      expect(res.json().applications.map((a: Application) => [a._id, a.reference])).toEqual([
        [created._id, reference],
      ]);
    }
    // The passport still finds it.
    expect((await enquire(created.passport, created)).json().applications).toHaveLength(1);
  });

  it('refuses a reference with the wrong date of birth or nationality, as it does a passport', async () => {
    const created = await addApplication({ dob: '1990-04-05', currentN: 'PH' });
    expect((await enquire(created.reference, { ...created, dob: '1990-04-06' })).json()).toEqual({
      applications: [],
    });
    expect((await enquire(created.reference, { ...created, currentN: 'CA' })).json()).toEqual({
      applications: [],
    });
  });

  it('finds the case in the list by its reference, typed any way', async () => {
    await Promise.all([addApplication(), addApplication()]);
    const created = await addApplication();
    for (const search of [created.reference, created.reference.replace('-', '').toLowerCase()]) {
      const page = (await list(search)).json();
      expect(page.applications.map((a: Application) => a._id)).toEqual([created._id]);
      expect(page.totalApplication).toBe(1);
    }
    // Under a status filter it does not match, the reference is found only with its status.
    const filtered = await t.inject({
      method: 'GET',
      url: `${APPLICATION_API.list}?${new URLSearchParams({ search: created.reference, status: 'approved' })}`,
      headers: staff.auth,
    });
    expect(filtered.json().applications).toEqual([]);
  });

  it('shows the reference on the printout verification', async () => {
    const created = await addApplication();
    const { token } = (await enquire(created.reference, created)).json().applications[0].verification;
    const verdict = await t.inject({ method: 'GET', url: APPLICATION_API.verify(token) });
    expect(verdict.json()).toMatchObject({ verdict: 'current', reference: created.reference });
  });
});

describe('rejection reasons', () => {
  it('has the default reasons and validates the list an admin saves', async () => {
    const settings: Settings = (await t.inject({ method: 'GET', url: CATALOGUE_API.settings.get })).json();
    expect(settings.cases).toEqual({ rejectionReasons: DEFAULT_REJECTION_REASONS, deleteRole: 'approver' });
    const refused = async (cases: unknown, message: string) => {
      const res = await saveCases(cases);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    };
    await refused({ rejectionReasons: [], deleteRole: 'approver' }, C.reasonsCount);
    await refused(
      { rejectionReasons: Array.from({ length: 31 }, (_, i) => `Reason ${i}`), deleteRole: 'approver' },
      C.reasonsCount,
    );
    await refused({ rejectionReasons: ['  '], deleteRole: 'approver' }, C.reasonLength);
    await refused({ rejectionReasons: ['x'.repeat(121)], deleteRole: 'approver' }, C.reasonLength);
    await refused({ rejectionReasons: ['a\u0000b'], deleteRole: 'approver' }, C.reasonLength);
    await refused({ rejectionReasons: ['Same', 'Same'], deleteRole: 'approver' }, C.reasonsRepeated);
    await refused({ rejectionReasons: ['Fine'], deleteRole: 'nobody' }, C.deleteRole);
    await refused({ rejectionReasons: 'Fine', deleteRole: 'approver' }, C.reasonsCount);
    const saved = await saveCases({
      rejectionReasons: [' Visa quota full ', ...DEFAULT_REJECTION_REASONS],
      deleteRole: 'approver',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().cases.rejectionReasons[0]).toBe('Visa quota full');
  });

  it('rejects with no body, as before, and with a reason, note and shared switch, kept on the record and in the history', async () => {
    const plain = await addApplication();
    const bare = await reject(plain._id);
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({
      isStatus: 'rejected',
      rejectionReason: null,
      rejectionNote: null,
      rejectionShared: false,
    });

    const created = await addApplication();
    const res = await reject(created._id, {
      reason: DEFAULT_REJECTION_REASONS[1],
      note: 'Renew it first.',
      shared: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isStatus: 'rejected',
      rejectionReason: DEFAULT_REJECTION_REASONS[1],
      rejectionNote: 'Renew it first.',
      rejectionShared: true,
    });
    expect((await history(created._id)).at(-1)).toMatchObject({
      to: 'rejected',
      reason: DEFAULT_REJECTION_REASONS[1],
      note: 'Renew it first.',
    });
  });

  it('refuses a reason not in the list, a note too long or unstorable, and a shared that is not a boolean', async () => {
    const created = await addApplication();
    const refused = async (payload: Record<string, unknown>, message: string) => {
      const res = await reject(created._id, payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    };
    await refused({ reason: 'Because' }, C.unknownReason);
    await refused({ reason: 'x'.repeat(121) }, C.unknownReason);
    const huge = await reject(created._id, { note: 'x'.repeat(1_100_000) });
    expect([huge.statusCode, huge.json().message]).toEqual([413, MESSAGES.common.bodyTooLarge]);
    await refused({ note: 'x'.repeat(1001) }, C.noteLength);
    await refused({ note: 'a\u0000b' }, C.noteLength);
    await refused({ shared: 'yes' }, C.sharedSwitch);
    // Nothing was changed by any of them.
    const one = await t.inject({ method: 'GET', url: APPLICATION_API.get(created._id), headers: staff.auth });
    expect(one.json().isStatus).toBe('pending');
  });

  it('shows the reason and note in the public enquiry only when shared', async () => {
    const shared = await addApplication();
    await reject(shared._id, {
      reason: DEFAULT_REJECTION_REASONS[0],
      note: 'Send the contract.',
      shared: true,
    });
    expect((await enquire(shared.reference, shared)).json().applications[0]).toMatchObject({
      isStatus: 'rejected',
      rejectionReason: DEFAULT_REJECTION_REASONS[0],
      rejectionNote: 'Send the contract.',
    });
    const kept = await addApplication();
    await reject(kept._id, { reason: DEFAULT_REJECTION_REASONS[0], note: 'Internal only.' });
    expect((await enquire(kept.passport, kept)).json().applications[0]).toMatchObject({
      isStatus: 'rejected',
      rejectionReason: null,
      rejectionNote: null,
    });
  });

  it('clears the reason when the case leaves Rejected', async () => {
    const created = await addApplication();
    await reject(created._id, { reason: DEFAULT_REJECTION_REASONS[2], shared: true });
    const approved = await t.inject({
      method: 'PUT',
      url: APPLICATION_API.approve(created._id),
      headers: approver.auth,
    });
    expect(approved.json()).toMatchObject({
      isStatus: 'approved',
      rejectionReason: null,
      rejectionNote: null,
      rejectionShared: false,
    });
    // The history keeps what was given with the rejection.
    expect((await history(created._id)).map((c: { reason: string | null }) => c.reason)).toEqual([
      DEFAULT_REJECTION_REASONS[2],
      null,
    ]);
  });
});

describe('deletion by role', () => {
  const remove = (id: string, headers: Record<string, string>) =>
    t.inject({ method: 'DELETE', url: APPLICATION_API.remove(id), headers });

  it('refuses staff by default with a message naming who may, and lets approvers delete', async () => {
    const created = await addApplication();
    const refused = await remove(created._id, staff.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: C.deleteForbidden('approver') });
    expect((await remove(created._id, approver.auth)).statusCode).toBe(200);
  });

  it('lets staff delete once an admin widens it, and only admins once narrowed', async () => {
    const reasons = { rejectionReasons: DEFAULT_REJECTION_REASONS };
    expect((await saveCases({ ...reasons, deleteRole: 'staff' })).statusCode).toBe(200);
    const first = await addApplication();
    expect((await remove(first._id, staff.auth)).statusCode).toBe(200);

    expect((await saveCases({ ...reasons, deleteRole: 'admin' })).statusCode).toBe(200);
    const second = await addApplication();
    const refused = await remove(second._id, approver.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: C.deleteForbidden('admin') });
    expect((await remove(second._id, admin.auth)).statusCode).toBe(200);

    expect((await saveCases({ ...reasons, deleteRole: 'approver' })).statusCode).toBe(200);
    expect(MESSAGES.auth.forbidden).not.toBe(C.deleteForbidden('approver'));
  });
});

describe('bulk actions', () => {
  const bulk = (payload: Record<string, unknown>, headers = approver.auth) =>
    t.inject({ method: 'POST', url: APPLICATION_API.bulk, headers, payload });
  const statusOf = async (id: string) =>
    (await t.inject({ method: 'GET', url: APPLICATION_API.get(id), headers: staff.auth })).json().isStatus;

  it('changes the status of each selected application in its own transaction, reporting each', async () => {
    const [a, b, c] = await Promise.all([addApplication(), addApplication(), addApplication()]);
    await t.inject({ method: 'PUT', url: APPLICATION_API.approve(b._id), headers: approver.auth });
    const gone = await addApplication();
    await t.inject({ method: 'DELETE', url: APPLICATION_API.remove(gone._id), headers: approver.auth });

    const res = await bulk({
      action: 'status',
      status: 'approved',
      ids: [a._id, b._id, gone._id, c._id, a._id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { _id: a._id, outcome: 'done' },
      { _id: b._id, outcome: 'skipped', message: MESSAGES.applications.statusUnchanged('Approved') },
      { _id: gone._id, outcome: 'notFound', message: MESSAGES.applications.noData },
      { _id: c._id, outcome: 'done' },
    ]);
    // A failure in the middle undid nothing before or after it.
    expect([await statusOf(a._id), await statusOf(b._id), await statusOf(c._id)]).toEqual([
      'approved',
      'approved',
      'approved',
    ]);
    // Each change is recorded as its single action would be.
    expect((await history(a._id)).map((change: { to: string }) => change.to)).toEqual(['approved']);
  });

  it('assigns and unassigns selected applications for any staff; an unknown user is refused whole', async () => {
    const [a, b] = await Promise.all([addApplication(), addApplication()]);
    const res = await bulk({ action: 'assign', assignedTo: staff.user._id, ids: [a._id, b._id] }, staff.auth);
    expect(res.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['done', 'done']);
    const one = await t.inject({ method: 'GET', url: APPLICATION_API.get(b._id), headers: staff.auth });
    expect(one.json().assignedTo).toBe(staff.user._id);
    const unknown = await bulk(
      { action: 'assign', assignedTo: 'ffffffffffffffffffffffff', ids: [a._id] },
      staff.auth,
    );
    expect(unknown.statusCode).toBe(400);
    const cleared = await bulk({ action: 'assign', assignedTo: null, ids: [a._id, b._id] }, staff.auth);
    expect(cleared.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['done', 'done']);
  });

  it('refuses a status change to staff and a delete below the delete role, changing nothing', async () => {
    const created = await addApplication();
    const status = await bulk({ action: 'status', status: 'rejected', ids: [created._id] }, staff.auth);
    expect(status.statusCode).toBe(403);
    const removed = await bulk({ action: 'delete', ids: [created._id] }, staff.auth);
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toEqual({ message: C.deleteForbidden('approver') });
    expect(await statusOf(created._id)).toBe('pending');
    const deleted = await bulk({ action: 'delete', ids: [created._id] });
    expect(deleted.json().results).toEqual([{ _id: created._id, outcome: 'done' }]);
  });

  it('refuses no ids, more than 200, a bad id and an unknown action', async () => {
    const refused = async (payload: Record<string, unknown>, message: string) => {
      const res = await bulk(payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    };
    await refused({ action: 'delete', ids: [] }, C.bulkIds);
    await refused(
      { action: 'delete', ids: Array.from({ length: 201 }, () => 'ffffffffffffffffffffffff') },
      C.bulkIds,
    );
    await refused({ action: 'delete', ids: ['nope'] }, MESSAGES.common.invalidId);
    await refused({ action: 'delete', ids: ['a\u0000b'] }, MESSAGES.common.invalidId);
    await refused({ action: 'archive', ids: ['ffffffffffffffffffffffff'] }, C.bulkAction);
  });
});

describe('exporting the selected applications', () => {
  it('writes only the ids asked for, under the other filters, and refuses a malformed list', async () => {
    const [a, b, c] = await Promise.all([addApplication(), addApplication(), addApplication()]);
    const exported = async (query: Record<string, string>) => {
      const res = await t.inject({
        method: 'GET',
        url: `${APPLICATION_API.export}?${new URLSearchParams({ format: 'csv', ...query })}`,
        headers: approver.auth,
      });
      expect(res.statusCode).toBe(200);
      const rows = parse(res.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
      return rows.map((row) => row[CASE_OFFICE_LABELS.reference]).sort();
    };
    expect(await exported({ ids: `${a._id},${c._id}` })).toEqual([a.reference, c.reference].sort());
    await t.inject({ method: 'PUT', url: APPLICATION_API.approve(c._id), headers: approver.auth });
    expect(await exported({ ids: `${a._id},${b._id},${c._id}`, status: 'approved' })).toEqual([c.reference]);
    for (const ids of ['', 'nope', `${a._id},`, `${a._id};${b._id}`, 'a\u0000b']) {
      const res = await t.inject({
        method: 'GET',
        url: `${APPLICATION_API.export}?${new URLSearchParams({ format: 'csv', ids })}`,
        headers: approver.auth,
      });
      expect([res.statusCode, res.json().errors?.[0]?.message]).toEqual([400, C.bulkIds]);
    }
  });
});
