import { APPLICATION_API, type Application, MESSAGES, type RecordVersions } from '@visadesk/contract';
import { applicantFields, multipartForm } from '@visadesk/test-harness';
import { describe, expect, it } from 'vitest';
import { postApplication, putApplicationFields } from '../../test/application-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// The language the applicant reads: chosen by staff on add and edit, English unless chosen, kept
// when an edit leaves it out, a version of its own when changed. On both engines.
const t = useTestApp();
const staff = t.signedIn('staff');

const read = async (id: string): Promise<Application> =>
  (await t.inject({ method: 'GET', url: APPLICATION_API.get(id), headers: staff.auth })).json();

/** An edit of `record` with its own fields (so nothing else changes) and `changes`. */
const edit = (record: Application, changes: Record<string, string>) => {
  const fields = applicantFields({
    passport: record.passport,
    email: record.email,
    nationalId: record.nationalId,
  });
  return putApplicationFields(t, staff.auth, record._id, { ...fields, ...changes });
};

describe("the applicant's language", () => {
  it('is English unless chosen, saved by add and edit, and kept when an edit leaves it out', async () => {
    expect((await postApplication(t, staff.auth)).language).toBe('en');
    const added = await postApplication(t, staff.auth, { language: 'ur' });
    expect(added.language).toBe('ur');
    expect((await edit(added, {})).statusCode).toBe(200);
    expect((await read(added._id)).language).toBe('ur');
    expect((await edit(added, { language: 'fil' })).statusCode).toBe(200);
    expect((await read(added._id)).language).toBe('fil');
    const { versions }: RecordVersions = (
      await t.inject({ method: 'GET', url: APPLICATION_API.versions(added._id), headers: staff.auth })
    ).json();
    expect(versions[0]?.changes).toEqual([{ field: 'language', from: 'ur', to: 'fil' }]);
  });

  it('refuses a language the public pages are not in, at its field', async () => {
    const added = await postApplication(t, staff.auth);
    for (const language of ['xx', 'EN', 'en-US', '', 'ar\u0000']) {
      const res = await edit(added, { language });
      expect(res.statusCode, language).toBe(400);
      expect(res.json().message).toBe(MESSAGES.applications.invalidLanguage);
    }
    expect((await read(added._id)).language).toBe('en');
  });

  it('is the language of the enquiry page a match came from, in a version naming the enquiry', async () => {
    const added = await postApplication(t, staff.auth, { currentN: 'PK', dob: '1990-04-12' });
    const enquire = (lang: string, dob = '1990-04-12') =>
      t.inject({
        method: 'GET',
        url: `${APPLICATION_API.enquiry}?${new URLSearchParams({ search: added.passport, search1: 'PK', search2: dob, lang })}`,
      });
    const versions = async (): Promise<RecordVersions['versions']> =>
      (
        await t.inject({ method: 'GET', url: APPLICATION_API.versions(added._id), headers: staff.auth })
      ).json().versions;
    const before = (await versions()).length;
    // No match, the same language, or one the public pages are not in (refused): nothing changes.
    expect((await enquire('ur', '1990-04-13')).json().applications).toEqual([]);
    expect((await enquire('en')).statusCode).toBe(200);
    const unknown = await enquire('xx');
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      400,
      MESSAGES.applications.invalidLanguage,
    ]);
    expect(await versions()).toHaveLength(before);

    expect((await enquire('ur')).statusCode).toBe(200);
    const after = await read(added._id);
    expect(after.language).toBe('ur');
    expect((await versions())[0]).toMatchObject({
      action: 'enquiry-language',
      by: null,
      changes: [{ field: 'language', from: 'en', to: 'ur' }],
    });
    // An edit loaded before the enquiry is told the record changed, rather than writing English back.
    const stale = await t.inject({
      method: 'PUT',
      url: APPLICATION_API.update(added._id),
      headers: { ...staff.auth, 'if-match': `"${added.updatedAt}"` },
      payload: multipartForm(
        applicantFields({
          passport: added.passport,
          email: added.email,
          nationalId: added.nationalId,
          language: 'en',
        }),
      ) as unknown as string,
    });
    expect(stale.statusCode).toBe(412);
    expect((await read(added._id)).language).toBe('ur');
  });
});
