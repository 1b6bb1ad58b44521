import { APPLICATION_API, type Application, MESSAGES, NOTE_LIMITS, type Note } from '@visadesk/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationNotes } from '../../db/schema.ts';
import { postApplication } from '../../test/application-fixtures.ts';
import { MISSING_ID, useTestApp } from '../../test/test-app.ts';

// Internal notes on an application: any staff reads and adds; the author edits or deletes for
// NOTE_LIMITS.editMinutes; an admin deletes any time; applicants never see them. On both engines.
const N = MESSAGES.notes;
const t = useTestApp();
const staff = t.signedIn('staff', { name: 'Sam Staff' });
const approver = t.signedIn('approver', { name: 'Ada Approver' });
const admin = t.signedIn('admin', { name: 'Al Admin' });

const notesOf = (id: string, headers = staff.auth) =>
  t.inject({ method: 'GET', url: APPLICATION_API.notes(id), headers });
const add = (id: string, body: unknown, headers = staff.auth) =>
  t.inject({ method: 'POST', url: APPLICATION_API.addNote(id), headers, payload: { body } });
const edit = (id: string, noteId: string, body: unknown, headers = staff.auth) =>
  t.inject({ method: 'PUT', url: APPLICATION_API.updateNote(id, noteId), headers, payload: { body } });
const remove = (id: string, noteId: string, headers = staff.auth) =>
  t.inject({ method: 'DELETE', url: APPLICATION_API.deleteNote(id, noteId), headers });

async function addNote(id: string, body: string, headers = staff.auth): Promise<Note> {
  const res = await add(id, body, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Moves the note's creation back, as if it had been written `minutes` ago. */
const writtenAgo = (noteId: string, minutes: number) =>
  t.db
    .update(applicationNotes)
    .set({ createdAt: sql`now() - ${minutes} * interval '1 minute'` })
    .where(eq(applicationNotes.id, noteId));

let counter = 0;
const newApplication = (): Promise<Application> => {
  counter += 1;
  return postApplication(t, staff.auth, { passport: `NOTE${counter}X${Date.now() % 1e6}` });
};

describe('notes on an application', () => {
  it('are added by any staff, trimmed, and listed newest first with author and times', async () => {
    const application = await newApplication();
    expect((await notesOf(application._id)).json()).toEqual([]);
    const first = await addNote(application._id, '  Called the employer.  ');
    expect(first).toMatchObject({
      authorId: staff.user._id,
      authorName: 'Sam Staff',
      body: 'Called the employer.',
    });
    expect(Date.parse(first.editableUntil) - Date.parse(first.createdAt)).toBe(
      NOTE_LIMITS.editMinutes * 60_000,
    );
    const second = await addNote(application._id, 'Passport copy is blurred.\nAsked again.', approver.auth);
    const listed = (await notesOf(application._id, admin.auth)).json<Note[]>();
    expect(listed.map((note) => [note.body, note.authorName])).toEqual([
      ['Passport copy is blurred.\nAsked again.', 'Ada Approver'],
      ['Called the employer.', 'Sam Staff'],
    ]);
    expect(listed[0]?._id).toBe(second._id);
  });

  it('are edited by their author within the window, and refused to anyone else or after it', async () => {
    const application = await newApplication();
    const note = await addNote(application._id, 'First thought.');
    const edited = await edit(application._id, note._id, 'Second thought.');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Note>()).toMatchObject({ body: 'Second thought.', createdAt: note.createdAt });
    expect(edited.json<Note>().updatedAt >= note.updatedAt).toBe(true);

    for (const other of [approver, admin]) {
      const refused = await edit(application._id, note._id, 'Not mine.', other.auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(N.onlyAuthor);
    }
    await writtenAgo(note._id, NOTE_LIMITS.editMinutes + 1);
    const late = await edit(application._id, note._id, 'Too late.');
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(N.windowClosed);
    expect((await notesOf(application._id)).json<Note[]>()[0]?.body).toBe('Second thought.');
  });

  it('are deleted by their author within the window, by an admin any time, by no one else', async () => {
    const application = await newApplication();
    const mine = await addNote(application._id, 'Mine to delete.');
    const deleted = await remove(application._id, mine._id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ _id: mine._id });

    const old = await addNote(application._id, 'An old note.');
    await writtenAgo(old._id, NOTE_LIMITS.editMinutes + 1);
    const late = await remove(application._id, old._id);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(N.windowClosed);
    const other = await remove(application._id, old._id, approver.auth);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(N.onlyAuthorOrAdmin);
    expect((await remove(application._id, old._id, admin.auth)).statusCode).toBe(200);
    expect((await notesOf(application._id)).json()).toEqual([]);
    // Gone: the next attempt is told so.
    const again = await remove(application._id, old._id, admin.auth);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(N.notFound);
  });

  it('refuse an empty, unstorable or too long text with the one message', async () => {
    const application = await newApplication();
    const note = await addNote(application._id, 'Kept.');
    const tooLong = 'x'.repeat(NOTE_LIMITS.bodyMax + 1);
    for (const bad of ['', '   ', 'a\u0000b', 'a\ud800b', tooLong, 12, null]) {
      for (const res of [await add(application._id, bad), await edit(application._id, note._id, bad)]) {
        expect(res.statusCode, String(bad).slice(0, 20)).toBe(400);
        expect(res.json()).toEqual({
          message: N.invalidBody,
          errors: [{ field: 'body', message: N.invalidBody }],
        });
      }
    }
    expect((await addNote(application._id, 'y'.repeat(NOTE_LIMITS.bodyMax))).body).toHaveLength(
      NOTE_LIMITS.bodyMax,
    );
    // A megabyte is past the body limit: refused before it is read.
    expect((await add(application._id, 'x'.repeat(1_000_000))).statusCode).toBe(413);
    expect((await notesOf(application._id)).json<Note[]>().map((n) => n.body.length)).toEqual([
      NOTE_LIMITS.bodyMax,
      5,
    ]);
  });

  it('answer 404 for an unknown application or note, 400 for a bad id', async () => {
    const application = await newApplication();
    for (const res of [await notesOf(MISSING_ID), await add(MISSING_ID, 'Nobody.')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.applications.noData);
    }
    const note = await addNote(application._id, 'Here.');
    const elsewhere = await newApplication();
    // A note is found only under its own application.
    for (const res of [
      await edit(elsewhere._id, note._id, 'Moved?'),
      await remove(elsewhere._id, note._id),
      await edit(application._id, MISSING_ID, 'Nothing.'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(N.notFound);
    }
    expect((await notesOf('not-an-id')).statusCode).toBe(400);
    expect((await edit(application._id, 'nope', 'x')).statusCode).toBe(400);
  });

  it('never reach the applicant: not in the record, the enquiry or the export', async () => {
    const application = await newApplication();
    const secret = `Internal remark ${Date.now()}`;
    await addNote(application._id, secret);
    const record = await t.inject({
      method: 'GET',
      url: APPLICATION_API.get(application._id),
      headers: staff.auth,
    });
    expect(record.statusCode).toBe(200);
    const query = new URLSearchParams({
      search: application.passport,
      search1: application.currentN,
      search2: application.dob,
    });
    const enquiry = await t.inject({ method: 'GET', url: `${APPLICATION_API.enquiry}?${query}` });
    expect(enquiry.statusCode).toBe(200);
    expect(enquiry.json().applications).toHaveLength(1);
    const exported = await t.inject({
      method: 'GET',
      url: `${APPLICATION_API.export}?format=csv&search=${application.passport}`,
      headers: admin.auth,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(application.passport);
    for (const answer of [record.body, enquiry.body, exported.body]) expect(answer).not.toContain(secret);
  });
});
