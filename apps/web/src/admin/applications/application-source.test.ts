import type { Application } from '@visadesk/contract';
import { DOCUMENT_SLOTS } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { applicationSource } from './application-source';

const application: Application = {
  _id: '6b0230a3ca235e84381ed8b5',
  reference: 'K7M-29XD',
  rejectionReason: null,
  rejectionNote: null,
  rejectionShared: false,
  surname: 'Fernando',
  givenN: 'Dilani',
  sex: 'Female',
  birthCity: 'Galle',
  currentN: 'LK',
  dob: '1993-07-19',
  identification: 'Scar',
  nationalId: 'LK-1',
  assignedTo: null,
  assignedToName: null,
  company: 'Bluewater',
  dutyDuration: '1 years',
  jobTitle: 'Housekeeping',
  salary: '2800',
  passport: 'LK4242542',
  passportExpiry: null,
  visaExpiry: null,
  permitExpiry: null,
  issuedCountry: 'LK',
  phone: '15551064278',
  email: 'dilani@example.com',
  isAdmin: false,
  language: 'en',
  isStatus: 'pending',
  pending: null,
  approve: null,
  image: null,
  thumbnail: null,
  ...(Object.fromEntries(DOCUMENT_SLOTS.map(({ key }) => [key, null])) as Record<
    (typeof DOCUMENT_SLOTS)[number]['key'],
    null
  >),
  createdBy: 'Administrator',
  createdAt: '2026-11-22T00:00:35.707Z',
  updatedAt: '2026-11-22T00:00:35.707Z',
};

describe('applicationSource', () => {
  it('takes the record from navigation state', () => {
    expect(applicationSource({ application }, null)).toEqual({ kind: 'state', application });
    expect(applicationSource({ application }, application._id)).toEqual({ kind: 'state', application });
  });

  it('prefers the id in the address over a state record of another application', () => {
    expect(applicationSource({ application }, 'ffffffffffffffffffffffff')).toEqual({
      kind: 'id',
      id: 'ffffffffffffffffffffffff',
    });
  });

  it('falls back to the id when the state is missing or malformed', () => {
    expect(applicationSource(null, application._id)).toEqual({ kind: 'id', id: application._id });
    expect(applicationSource({ application: { surname: 'x' } }, application._id)).toEqual({
      kind: 'id',
      id: application._id,
    });
  });

  it('has no source with neither, so the screen redirects to the list', () => {
    expect(applicationSource(undefined, null)).toEqual({ kind: 'none' });
    expect(applicationSource({}, '')).toEqual({ kind: 'none' });
  });
});
