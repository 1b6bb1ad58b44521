import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { designations } from '../../db/schema.ts';

/** What the applications module asks of the designations: an application's job title is one of them. */
export interface JobTitles {
  /** The designation a job title names, in any letter case, as the office wrote it; undefined when none does. */
  designationNamed(title: string): Promise<string | undefined>;
}

/** Job titles read from the designations, through their unique index on lower(name). */
export function createJobTitles(db: Db): JobTitles {
  return {
    async designationNamed(title) {
      const [row] = await db
        .select({ name: designations.name })
        .from(designations)
        .where(sql`lower(${designations.name}) = lower(${title})`)
        .limit(1);
      return row?.name;
    },
  };
}
