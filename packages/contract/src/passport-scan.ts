import { z } from 'zod';
import { PASSPORT_SCAN_FIELDS } from './passport-scan-values.ts';

const FieldNameSchema = z.enum(PASSPORT_SCAN_FIELDS);

/**
 * What a passport scan read (POST readPassportScan): `fields` holds only the values that passed
 * their check digits (names, nationality and sex, which have none, when read with certainty), named
 * as the application's own; `unverified` names the others, each with its reason in `problems`;
 * `mrz` is the zone as read. Nothing is stored.
 */
export const PassportScanSchema = z.object({
  fields: z.object({
    surname: z.string().optional(),
    givenN: z.string().optional(),
    passport: z.string().optional(),
    currentN: z.string().optional().describe('ISO 3166-1 alpha-2, from the ICAO code.'),
    dob: z.string().optional().describe('YYYY-MM-DD.'),
    sex: z.enum(['Male', 'Female']).optional(),
    passportExpiry: z.string().optional().describe('YYYY-MM-DD.'),
  }),
  unverified: z.array(FieldNameSchema),
  problems: z.array(z.object({ field: FieldNameSchema, message: z.string() })),
  mrz: z.tuple([z.string(), z.string()]),
});
export type PassportScan = z.infer<typeof PassportScanSchema>;
