import { ApplicationListSchema, DOCUMENT_SLOTS } from '@visadesk/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toApplication } from '../modules/applications/application-dto.ts';
import type { ApplicationRow } from '../modules/applications/application-row.ts';
import { responseSerializerCompiler } from './response-serializer.ts';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const fast = (schema: z.ZodType) => responseSerializerCompiler(route(schema));
const zod = (schema: z.ZodType) => serializerCompiler(route(schema));

/** A list page as the list route answers it: ten applications, two with a photo and documents. */

function listPage() {
  const row = (n: number): ApplicationRow => ({
    ...({ id: `65a1b2c3d4e5f607182930${String(n).padStart(2, '0')}` } as ApplicationRow),
    reference: `K7M-2${n}XD`,
    rejectionReason: n % 2 ? null : 'Passport "valid" too short',
    rejectionNote: n % 2 ? null : 'Line\nbreak',
    rejectionShared: n % 2 === 0,
    surname: 'Álvarez "Pepe"',
    givenN: 'José\u2028',
    sex: 'Male',
    birthCity: 'City',
    currentN: 'PH',
    dob: '1990-01-31',
    identification: 'Mole',
    nationalId: 'NID1',
    company: 'Company',
    dutyDuration: '2 years',
    jobTitle: 'Worker',
    salary: '3000',
    passport: `P${n}`,
    issuedCountry: 'PH',
    phone: '1555',
    email: 'a@example.com',
    isAdmin: false,
    language: 'ar',
    isStatus: n % 2 ? 'approved' : 'pending',
    pending: n % 2 ? null : 'waiting',
    approve: null,
    passportExpiry: n % 3 ? '2031-05-04' : null,
    visaExpiry: null,
    permitExpiry: n % 2 ? '2027-01-15' : null,
    nextDeadline: n % 2 ? '2027-01-15' : n % 3 ? '2031-05-04' : null,
    assignedTo: n % 2 ? null : '0123456789abcdef01234567',
    assignedToName: n % 2 ? null : 'Staff',
    imageKey: n < 2 ? `photos/${n}.jpg` : null,
    ...Object.fromEntries(DOCUMENT_SLOTS.map(({ key }) => [key, n < 2 ? `docs/${key}.pdf` : null])),
    createdBy: null,
    createdByName: n ? 'Staff' : null,
    createdAt: new Date(Date.UTC(2026, 10, 26, 1, 2, 3, 4)),
    updatedAt: new Date(Date.UTC(1999, 0, 1)),
  });
  const signer = { sign: (key: string) => `/files/${key}?sig=abc` };
  return {
    applications: Array.from({ length: 10 }, (_, n) => toApplication(row(n), signer as never)),
    totalApplication: 1000,
    totalPages: 100,
    currentPage: 1,
    moreThan: true,
    today: '2026-11-26',
  };
}

describe('responseSerializerCompiler', () => {
  it('writes what zod wrote, byte for byte, for a page of the list', () => {
    const page = listPage();
    expect(fast(ApplicationListSchema)(page)).toBe(zod(ApplicationListSchema)(page));
  });

  it('writes only the properties a schema declares', () => {
    const schema = z.object({ name: z.string(), tags: z.array(z.object({ label: z.string() })) });
    const leaky = { name: 'Ana', passwordHash: 'scrypt$secret', tags: [{ label: 'a', internal: 1 }] };
    expect(JSON.parse(fast(schema)(leaky))).toEqual({ name: 'Ana', tags: [{ label: 'a' }] });
  });

  it('writes optional, nullable, enum, union and record values as zod did', () => {
    const schema = z.object({
      note: z.string().optional(),
      at: z.iso.datetime().nullable(),
      status: z.enum(['pending', 'approved']),
      count: z.number().int(),
      value: z.union([z.string(), z.number()]),
      byKey: z.record(z.string(), z.boolean()),
    });
    // The same JSON; an optional property present comes after the required ones.
    for (const value of [
      { at: null, status: 'pending', count: 0, value: 'x', byKey: {} },
      {
        note: 'n',
        at: '2026-11-26T00:00:00.000Z',
        status: 'approved',
        count: 3,
        value: 2.5,
        byKey: { a: true },
      },
    ])
      expect(JSON.parse(fast(schema)(value))).toEqual(JSON.parse(zod(schema)(value)));
  });

  it('keeps zod for a schema JSON Schema cannot describe', () => {
    const schema = z.object({ at: z.date() });
    expect(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })).toThrow();
    const at = new Date(Date.UTC(2026, 10, 26));
    expect(fast(schema)({ at })).toBe('{"at":"2026-11-26T00:00:00.000Z"}');
    expect(() => fast(schema)({ at: 'not a date' })).toThrow(/doesn't match the schema/);
  });

  it('writes a page of the list faster than zod did', () => {
    const page = listPage();
    const [fastWrite, zodWrite] = [fast(ApplicationListSchema), zod(ApplicationListSchema)];
    const time = (write: (data: unknown) => string) => {
      const started = performance.now();
      for (let i = 0; i < 2_000; i++) write(page);
      return performance.now() - started;
    };
    const best = { fast: Infinity, zod: Infinity };
    for (let round = 0; round < 4; round++) {
      best.fast = Math.min(best.fast, time(fastWrite));
      best.zod = Math.min(best.zod, time(zodWrite));
    }
    expect(best.fast).toBeLessThan(best.zod);
  });
});
