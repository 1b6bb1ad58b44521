import type { PublishStatus } from '@visadesk/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sliders } from '../../db/schema.ts';
import { newObjectId } from '../../lib/object-id.ts';
import { hasVersion } from '../../lib/record-version.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const columns = {
  id: sliders.id,
  thumbnail: sliders.thumbnail,
  title: sliders.title,
  imageKey: sliders.imageKey,
  status: sliders.status,
  createdAt: sliders.createdAt,
  updatedAt: sliders.updatedAt,
};
export type SliderRow = {
  id: string;
  thumbnail: string;
  title: string;
  imageKey: string;
  status: PublishStatus;
  createdAt: Date;
  updatedAt: Date;
};
export type SliderValues = Pick<SliderRow, 'thumbnail' | 'title' | 'imageKey' | 'status'>;

/** Newest first (ids are time-ordered): every slide, or only the published ones. */
export function listSliders(db: Db, publishedOnly: boolean): Promise<SliderRow[]> {
  return db
    .select(columns)
    .from(sliders)
    .where(publishedOnly ? eq(sliders.status, 'Published') : undefined)
    .orderBy(desc(sliders.id));
}

export async function getSlider(db: Executor, id: string): Promise<SliderRow | undefined> {
  const [row] = await db.select(columns).from(sliders).where(eq(sliders.id, id));
  return row;
}

export async function insertSlider(tx: Executor, values: SliderValues): Promise<SliderRow> {
  const [row] = await tx
    .insert(sliders)
    .values({ id: newObjectId(), ...values })
    .returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Saves it, if it still has version `expected` (when given); undefined when it has not. */
export async function updateSlider(
  tx: Executor,
  id: string,
  values: SliderValues,
  expected?: Date,
): Promise<SliderRow | undefined> {
  const [row] = await tx
    .update(sliders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sliders.id, id), hasVersion(sliders.updatedAt, expected)))
    .returning(columns);
  return row;
}

export async function deleteSlider(tx: Executor, id: string): Promise<boolean> {
  const rows = await tx.delete(sliders).where(eq(sliders.id, id)).returning({ id: sliders.id });
  return rows.length > 0;
}
