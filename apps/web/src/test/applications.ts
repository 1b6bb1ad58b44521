import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPLICATION_API } from '@visadesk/contract/plain';
import { expect } from 'vitest';
import { getToken } from '../auth/token-storage';

/** The e2e journeys' photo: a real JPEG. */
export const PHOTO = readFileSync(path.resolve(import.meta.dirname, '../../../../e2e/fixtures/photo.jpg'));
const tag = () => Math.random().toString(36).slice(2, 8);

/** What every test application says; its national id, passport and e-mail are its own. */
export const APPLICANT = {
  surname: 'Rahman',
  givenN: 'Nadia',
  sex: 'Female',
  dob: '1990-07-01',
  birthCity: 'Dhaka',
  currentN: 'BD',
  identification: 'None',
  company: 'Component Tests Ltd',
  dutyDuration: '3 years',
  // One of the specification's job titles, which every database has as a designation.
  jobTitle: 'Cook',
  salary: '3000',
  issuedCountry: 'BD',
  phone: '8801711000000',
};

/** An application's multipart body as the add form sends it: valid, unique fields and a photo. */
export function applicationBody(fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  const values: Record<string, string> = {
    ...APPLICANT,
    nationalId: `19901234${Math.floor(Math.random() * 1e5)}`,
    passport: `BD${Math.floor(Math.random() * 1e7)}`.padEnd(9, '0'),
    email: `nadia-${tag()}@example.test`,
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  body.append('image', new Blob([PHOTO], { type: 'image/jpeg' }), 'photo.jpg');
  return body;
}

/** An application added through the real API with the signed-in user's token. */
export async function addApplication(fields: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const response = await fetch(APPLICATION_API.create, {
    method: 'POST',
    headers: { authorization: `Bearer ${getToken()}` },
    body: applicationBody(fields),
  });
  expect(response.status).toBe(201);
  return response.json();
}
