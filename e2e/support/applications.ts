import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  API,
  APPLICATION_API,
  type Application,
  CATALOGUE_API,
  type DocumentSlot,
  LABELS,
} from '@visadesk/contract';
import { E2E } from './env.ts';

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
export const fixture = (name: string) => path.join(FIXTURES, name);

/** An uploaded document on the record screen: the button that opens it in the viewer. */
export function uploadedDocument(page: Page, label: string) {
  return page.getByRole('button', { name: LABELS.applicationView.viewDocument(label) });
}

let counter = 0;

/** Valid applicant fields, unique per call (passport and e-mail). */
export function applicant(overrides: Record<string, string> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36).slice(-5)}${counter}`.toUpperCase();
  return {
    surname: 'Tremblay',
    givenN: `Marie${tag.toLowerCase()}`,
    sex: 'Female',
    dob: '1991-03-14',
    birthCity: 'Quebec City',
    currentN: 'CA',
    identification: 'Birthmark on the left wrist',
    nationalId: `NID${tag}`,
    company: 'Maple Ridge Construction',
    dutyDuration: '2 years',
    jobTitle: 'Electrician',
    salary: '3800',
    passport: `E2${tag}`.slice(0, 12),
    issuedCountry: 'CA',
    phone: '15145550123',
    email: `marie-${tag.toLowerCase()}@e2e.test`,
    ...overrides,
  };
}

/** The application form's fields chosen from a list; the others are typed. */
const CHOSEN_FIELDS = new Set(['sex', 'currentN', 'company', 'jobTitle', 'salary', 'issuedCountry']);

/** Types or chooses each given value into the application form's field of that name. */
export async function fillApplicationForm(page: Page, values: Record<string, string>) {
  const labels: Record<string, string> = LABELS.applicationForm.fields;
  for (const [name, value] of Object.entries(values)) {
    const field = page.getByLabel(labels[name] as string);
    if (CHOSEN_FIELDS.has(name)) await field.selectOption(value);
    else await field.fill(value);
  }
}

/** A photo or scan from e2e/fixtures, as a multipart file. */
const imageFile = (name: string) => ({
  name,
  mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
  buffer: readFileSync(fixture(name)),
});

/** An access token for `credentials` (the first admin by default) on the server at `baseUrl`. */
export async function apiToken(
  request: APIRequestContext,
  credentials = E2E.admin,
  baseUrl = E2E.baseUrl,
): Promise<string> {
  const res = await request.post(`${baseUrl}${API.users.login}`, {
    data: { email: credentials.email, password: credentials.password },
  });
  if (res.status() !== 200)
    throw new Error(`sign-in as ${credentials.email}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Creates an application with a photo and the given documents (slot -> fixture file name) through
 * the API, as the first admin, on the shared server or the one at `baseUrl`.
 */
export async function createApplication(
  request: APIRequestContext,
  overrides: Record<string, string> = {},
  documents: Partial<Record<DocumentSlot, string>> = {},
  baseUrl = E2E.baseUrl,
): Promise<Application> {
  const headers = { authorization: `Bearer ${await apiToken(request, E2E.admin, baseUrl)}` };
  const res = await request.post(`${baseUrl}${APPLICATION_API.create}`, {
    headers,
    multipart: { ...applicant(overrides), image: imageFile('photo.jpg') },
  });
  if (res.status() !== 201) throw new Error(`create application: ${res.status()} ${await res.text()}`);
  let created = (await res.json()) as Application;
  if (Object.keys(documents).length > 0) {
    const files = Object.fromEntries(
      Object.entries(documents).map(([slot, name]) => [slot, imageFile(name as string)]),
    );
    const docs = await request.put(`${baseUrl}${APPLICATION_API.documents(created._id)}`, {
      headers,
      multipart: files,
    });
    if (docs.status() !== 200) throw new Error(`upload documents: ${docs.status()} ${await docs.text()}`);
    created = (await docs.json()) as Application;
  }
  return created;
}

/** An application as staff read it, through the API. */
export async function fetchApplication(request: APIRequestContext, id: string): Promise<Application> {
  const res = await request.get(`${E2E.baseUrl}${APPLICATION_API.get(id)}`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  if (res.status() !== 200) throw new Error(`fetch application: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Application;
}

/** Creates a catalogue record (company or designation) through the API. */
export async function createCatalogueRecord(
  request: APIRequestContext,
  resource: 'companies' | 'designations',
  name: string,
): Promise<{ _id: string; name: string }> {
  return postCatalogue(request, resource, { name });
}

/** Creates a salary record through the API: `name` is its text ("CAD 3,200 / month"). */
export function createSalary(
  request: APIRequestContext,
  salary: { amount: string; currency: string; period: string },
): Promise<{ _id: string; name: string }> {
  return postCatalogue(request, 'salaries', salary);
}

async function postCatalogue(
  request: APIRequestContext,
  resource: 'companies' | 'designations' | 'salaries',
  data: Record<string, string>,
): Promise<{ _id: string; name: string }> {
  const res = await request.post(`${E2E.baseUrl}${CATALOGUE_API[resource].create}`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data,
  });
  if (res.status() !== 201) throw new Error(`create ${resource}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { _id: string; name: string };
}
