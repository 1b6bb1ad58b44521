import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

export const BENCH_COUNTRIES = ['IN', 'PH', 'NG', 'NP', 'BD', 'PK', 'LK', 'VN', 'KE', 'GH'];

/** The passport, nationality and date of birth of bench application number n (1-based). */
export function benchApplicant(n: number) {
  const country = BENCH_COUNTRIES[n % BENCH_COUNTRIES.length] as string;
  const day = (n % 28) + 1;
  const month = (n % 12) + 1;
  const year = 1960 + (n % 40);
  return {
    passport: `BP${String(n).padStart(8, '0')}`,
    nationality: country,
    dob: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  };
}

/**
 * Inserts `count` applications in one statement per 50,000 rows, with the same formulas as
 * benchApplicant so the enquiry can be driven with real matches. Ids keep the ObjectId layout.
 */
export async function seedBenchApplications(db: Db, count: number, createdBy: string) {
  const countries = `ARRAY[${BENCH_COUNTRIES.map((c) => `'${c}'`).join(',')}]`;
  const start = Math.floor(Date.now() / 1000) - count;
  for (let from = 1; from <= count; from += 50_000) {
    const to = Math.min(count, from + 49_999);
    await db.execute(
      sql.raw(`
      insert into applications (id, surname, given_n, sex, birth_city, current_n, dob, identification, national_id,
        company, duty_duration, job_title, salary, passport, issued_country, phone, email, is_status, created_by)
      select
        lpad(to_hex(${start} + g), 8, '0') || lpad(to_hex(g), 16, '0'),
        (ARRAY['Sharma','Santos','Okafor','Thapa','Rahman','Khan','Perera','Nguyen','Wanjiru','Mensah'])[1 + g % 10] || g,
        (ARRAY['Priya','Miguel','Chinedu','Sabina','Arif','Ayesha','Nuwan','Linh','Grace','Kwame'])[1 + (g / 10) % 10],
        case when g % 2 = 0 then 'Male' else 'Female' end,
        'City ' || (g % 500),
        (${countries})[1 + g % ${BENCH_COUNTRIES.length}],
        make_date(1960 + g % 40, 1 + g % 12, 1 + g % 28),
        'Mark ' || g, 'NID' || g, 'Company ' || (g % 200), '2 years', 'Worker', '3000',
        'BP' || lpad(g::text, 8, '0'),
        (${countries})[1 + g % ${BENCH_COUNTRIES.length}],
        '1555' || lpad(g::text, 8, '0'),
        'bench' || g || '@example.com',
        (ARRAY['pending','approved','rejected'])[1 + g % 3],
        '${createdBy}'
      from generate_series(${from}, ${to}) as g`),
    );
  }
  await db.execute(sql.raw('analyze applications'));
}
