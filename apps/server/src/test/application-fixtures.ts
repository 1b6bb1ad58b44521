import { APPLICATION_API, type Application, type ApplicationFieldsInput } from '@visadesk/contract';
import { applicantFields, jpeg, multipartForm } from '@visadesk/test-harness';
import type { TestApp } from './test-app.ts';

/** Adds an application with a photo through the API as the user of `headers`; answers the record. */
export async function postApplication(
  t: Pick<TestApp, 'inject'>,
  headers: Record<string, string>,
  overrides: Partial<Record<keyof ApplicationFieldsInput, string>> = {},
): Promise<Application> {
  const form = multipartForm(applicantFields(overrides), { image: { data: await jpeg() } });
  const res = await t.inject({
    method: 'POST',
    url: APPLICATION_API.create,
    headers,
    payload: form as unknown as string,
  });
  if (res.statusCode !== 201) throw new Error(`add application answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Saves an application's fields as its edit screen does (a multipart PUT), answering the raw response. */
export const putApplicationFields = (
  t: Pick<TestApp, 'inject'>,
  headers: Record<string, string>,
  id: string,
  fields: Record<string, string>,
) =>
  t.inject({
    method: 'PUT',
    url: APPLICATION_API.update(id),
    headers,
    payload: multipartForm(fields) as unknown as string,
  });

/** Uploads a JPEG into one document `slot` of an application, as its view does; the raw response. */
export const uploadDocument = async (
  t: Pick<TestApp, 'inject'>,
  headers: Record<string, string>,
  id: string,
  slot: string,
) =>
  t.inject({
    method: 'PUT',
    url: APPLICATION_API.documents(id),
    headers,
    payload: multipartForm({}, { [slot]: { data: await jpeg() } }) as unknown as string,
  });
