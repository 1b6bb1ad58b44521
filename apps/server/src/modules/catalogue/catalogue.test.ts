import { MESSAGES, RESOURCE_DEFINITIONS, ROLES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { RESOURCE_FIXTURES } from '../../test/resource-fixtures.ts';
import { MISSING_ID, useTestApp } from '../../test/test-app.ts';

/*
 * What every catalogue and content resource of the contract's RESOURCE_DEFINITIONS does alike:
 * access, validation, duplicates (also when two saves race), one record, 404 and malformed ids,
 * deletes and versioned saves (412). Each resource's own rules are in its own test file.
 */

const t = useTestApp();
const staff = t.signedIn('staff');

type Json = Record<string, unknown>;
const common = MESSAGES.common;
const BAD_IDS = ['123', 'XYZ', 'g'.repeat(24)];

/** A record without its signed file URLs' query (signatures change with time). */
const unsigned = (record: Json) =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      typeof value === 'string' && value.includes('?') ? value.split('?')[0] : value,
    ]),
  );

describe.each(RESOURCE_DEFINITIONS)('$name', (definition) => {
  const api = definition.api;
  const fixture = RESOURCE_FIXTURES[definition.name];
  const add = (body: Json = fixture.body(), headers = staff.auth) =>
    fixture.send(t, 'POST', api.create, body, headers);
  const save = (id: string, body: Json, headers: Record<string, string> = staff.auth) =>
    fixture.send(t, 'PUT', api.update(id), body, headers);
  async function create(body: Json = fixture.body()): Promise<Json & { _id: string; updatedAt: string }> {
    const res = await add(body);
    expect(res.statusCode).toBe(201);
    return res.json();
  }
  const getOne = (id: string, headers: Record<string, string> = staff.auth) =>
    t.inject({ method: 'GET', url: api.get(id), headers });
  const remove = (id: string, headers: Record<string, string> = staff.auth) =>
    t.inject({ method: 'DELETE', url: api.remove(id), headers });
  /** The records a staff list shows: every one, or the page a search for `text` finds. */
  async function listed(text: string): Promise<Json[]> {
    const paged = definition.paging.kind === 'server';
    const url = paged ? `${api.list}?search=${encodeURIComponent(text)}` : api.list;
    const res = await t.inject({ method: 'GET', url, headers: staff.auth });
    expect(res.statusCode).toBe(200);
    return paged ? res.json()[definition.paging.listKey] : res.json();
  }
  const searchable = (record: Json) => String(record.name ?? record.title ?? record.thumbnail);

  describe('access', () => {
    const guarded = [
      ...(definition.publicList ? [] : [{ method: 'GET', url: api.list }]),
      { method: 'GET', url: api.get(MISSING_ID) },
      { method: 'POST', url: api.create },
      { method: 'PUT', url: api.update(MISSING_ID) },
      { method: 'DELETE', url: api.remove(MISSING_ID) },
    ] as const;

    it.each(guarded)('$method $url answers 401 without a token or with a bad one', async (route) => {
      const body = fixture.body();
      const send = (headers: Record<string, string>) =>
        route.method === 'POST' || route.method === 'PUT'
          ? fixture.send(t, route.method, route.url, body, headers)
          : t.inject({ ...route, headers });
      expect((await send({})).statusCode).toBe(401);
      expect((await send({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    });

    it('treats a bad token on the list as 401, even where the public may read it', async () => {
      const res = await t.inject({ method: 'GET', url: api.list, headers: { authorization: 'Bearer junk' } });
      expect(res.statusCode).toBe(401);
    });

    const allowed = ROLES.filter(
      (role) => definition.roles.length === 0 || (definition.roles as readonly string[]).includes(role),
    );
    it.each(allowed)('%s may list, add, read, edit and delete', async (role) => {
      const { auth } = await t.createUser(role);
      const created = await add(fixture.body(), auth);
      expect(created.statusCode).toBe(201);
      const id = created.json()._id;
      expect((await t.inject({ method: 'GET', url: api.list, headers: auth })).statusCode).toBe(200);
      expect((await getOne(id, auth)).statusCode).toBe(200);
      expect((await save(id, fixture.body(), auth)).statusCode).toBe(200);
      expect((await remove(id, auth)).statusCode).toBe(200);
    });

    const refused = ROLES.filter((role) => !allowed.includes(role));
    if (refused.length > 0) {
      it.each(refused)('%s is refused with 403', async (role) => {
        const { auth } = await t.createUser(role);
        expect((await add(fixture.body(), auth)).statusCode).toBe(403);
        expect((await getOne(MISSING_ID, auth)).statusCode).toBe(403);
      });
    }
  });

  describe('add', () => {
    it('answers 201 with the new record, which the list shows', async () => {
      const body = fixture.body();
      const res = await add(body);
      expect(res.statusCode).toBe(201);
      const record = res.json();
      expect(record).toMatchObject({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        ...fixture.echo(body),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const shown = (await listed(searchable(record))).find((one) => one._id === record._id);
      expect(shown && unsigned(shown)).toEqual(unsigned(record));
    });

    it.each(fixture.invalid)('refuses $field = $value with "$message"', async ({ field, value, message }) => {
      const res = await add({ ...fixture.body(), [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors).toContainEqual({ field, message });
      if (definition.kind === 'catalogue')
        expect(res.json()).toEqual({ message, errors: [{ field, message }] });
    });

    it.each(fixture.accepted ?? [])('accepts $field at its limit', async ({ field, value }) => {
      expect((await add({ ...fixture.body(), [field]: value() })).statusCode).toBe(201);
    });

    it.runIf(fixture.strict)('refuses a field the contract does not know', async () => {
      const res = await add({ ...fixture.body(), _id: MISSING_ID });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Unknown field: _id');
    });
  });

  describe('one record', () => {
    it('answers it by id; 404 when there is none; 400 for a malformed id', async () => {
      const record = await create();
      const one = await getOne(record._id);
      expect(one.statusCode).toBe(200);
      expect(unsigned(one.json())).toEqual(unsigned(record));
      const missing = await getOne(MISSING_ID);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: common.notFound });
      for (const id of BAD_IDS) expect((await getOne(id)).json()).toEqual({ message: common.invalidId });
    });
  });

  describe('save', () => {
    it('answers the saved record, with its id and creation time', async () => {
      const record = await create();
      const body = fixture.body();
      const res = await save(record._id, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        ...fixture.echo(body),
        _id: record._id,
        createdAt: record.createdAt,
      });
    });

    it('validates like add; 404 for a missing record, 400 for a malformed id', async () => {
      const record = await create();
      const [invalid] = fixture.invalid;
      if (!invalid) throw new Error('a fixture needs an invalid case');
      const refused = await save(record._id, { ...fixture.body(), [invalid.field]: invalid.value });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(invalid.message);
      const missing = await save(MISSING_ID, fixture.body());
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: common.notFound });
      for (const id of BAD_IDS) {
        const bad = await save(id, fixture.body());
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual({ message: common.invalidId });
      }
    });

    it('applies a save based on the current version and refuses one based on an older version with 412', async () => {
      const record = await create();
      const versioned = (body: Json, version: string) =>
        fixture.send(t, 'PUT', api.update(record._id), body, { ...staff.auth, 'if-match': `"${version}"` });
      const first = await versioned(fixture.body(), record.updatedAt);
      expect(first.statusCode).toBe(200);
      const saved = first.json();
      expect(saved.updatedAt).not.toBe(record.updatedAt);
      // A colleague who opened the record before that save.
      const stale = await versioned(fixture.body(), record.updatedAt);
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toEqual({ message: common.changedMeanwhile });
      expect(unsigned((await getOne(record._id)).json())).toEqual(unsigned(saved));
      // Reloaded, the colleague's save applies.
      expect((await versioned(fixture.body(), saved.updatedAt)).statusCode).toBe(200);
    });

    it('applies a save without If-Match (API clients), refuses a malformed one, and 404s a gone record', async () => {
      const record = await create();
      expect((await save(record._id, fixture.body())).statusCode).toBe(200);
      const malformed = await save(record._id, fixture.body(), { ...staff.auth, 'if-match': 'yesterday' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe(common.invalidVersion);
      const gone = await save(MISSING_ID, fixture.body(), {
        ...staff.auth,
        'if-match': `"${record.updatedAt}"`,
      });
      expect(gone.statusCode).toBe(404);
    });
  });

  describe('delete', () => {
    it('answers {_id}; the record leaves the list; a second delete is 404; a malformed id is 400', async () => {
      const record = await create();
      const res = await remove(record._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ _id: record._id });
      expect((await listed(searchable(record))).map((one) => one._id)).not.toContain(record._id);
      const again = await remove(record._id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: common.notFound });
      for (const id of BAD_IDS) {
        const bad = await remove(id);
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual({ message: common.invalidId });
      }
    });
  });

  describe.each(definition.unique.map((rule) => ({ ...rule, resource: definition.name })))(
    'duplicates of $field ($compare)',
    (rule) => {
      it('answers 409 for a value already used, however it is written', async () => {
        const existing = await create();
        const res = await add(fixture.sameAs(rule, existing));
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual(fixture.conflict(rule));
      });

      it('lets a record keep its own value but not take another’s', async () => {
        const a = await create();
        const b = await create();
        const own = await save(a._id, fixture.sameAs(rule, a));
        expect(own.statusCode).toBe(200);
        const clash = await save(a._id, fixture.sameAs(rule, b));
        expect(clash.statusCode).toBe(409);
        expect(clash.json()).toEqual(fixture.conflict(rule));
      });

      it('keeps exactly one of two simultaneous adds with the same value (the index decides the race)', async () => {
        const first = fixture.body();
        const results = await Promise.all([add(first), add(fixture.sameAs(rule, fixture.echo(first)))]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
        const lost = results.find((r) => r.statusCode === 409)?.json();
        // The index names no field (lib/db-errors.ts), so the loser of a race gets the message alone.
        expect(lost.message).toBe(rule.message);
        if (definition.kind === 'catalogue') expect(lost).toEqual(fixture.conflict(rule));
      });

      it('frees the value when its record is deleted', async () => {
        const record = await create();
        expect((await remove(record._id)).statusCode).toBe(200);
        expect((await add(fixture.sameAs(rule, record))).statusCode).toBe(201);
      });
    },
  );
});
