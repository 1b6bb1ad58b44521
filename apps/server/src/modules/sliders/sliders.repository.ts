import type { PublishStatus } from '@visadesk/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordWrites } from '../../db/record-writes.ts';
import { sliders } from '../../db/schema.ts';
import type { SaveBasis } from '../../lib/record-version.ts';

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

const writes = recordWrites(sliders, columns);

export const insertSlider = (tx: Executor, values: SliderValues): Promise<SliderRow> =>
  writes.insert(tx, values);

/** Saves it, if it still has version `expected` (when given); undefined when it has not. */
export const updateSlider = (
  tx: Executor,
  id: string,
  values: SliderValues,
  basis: SaveBasis = {},
): Promise<SliderRow | undefined> => writes.update(tx, id, values, basis);
