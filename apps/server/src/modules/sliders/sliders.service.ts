import type { SliderFields } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import type { FileJournal } from '../../files/file-journal.ts';
import { changeWithFiles } from '../../files/staged-change.ts';
import { type SaveBasis, staleRecord } from '../../lib/record-version.ts';
import { foundOr404 } from '../catalogue/record-rules.ts';
import { BIN_KINDS, heldFor } from '../recently-deleted/bin-kinds.ts';
import * as repo from './sliders.repository.ts';

/** Homepage slides and their images: a replaced image is retained while a version names it (a deleted slide's waits in Recently deleted). */
export function createSlidersService(db: Db, files: FileJournal) {
  return {
    list: (publishedOnly: boolean) => repo.listSliders(db, publishedOnly),

    /** A new slide without a status is Unpublished. */
    create(fields: SliderFields, imageKey: string) {
      return changeWithFiles(db, files, [imageKey], async (tx) => ({
        result: await repo.insertSlider(tx, { ...fields, status: fields.status ?? 'Unpublished', imageKey }),
        released: [],
      }));
    },

    /** Keeps the status and the image unless new ones are sent; a replaced image is retained. */
    get: (id: string) => foundOr404(repo.getSlider(db, id)),

    /** `expected`: the version the edit was based on (If-Match), refused with 412 when stale. */
    update(id: string, fields: SliderFields, imageKey: string | undefined, basis: SaveBasis = {}) {
      return changeWithFiles(db, files, imageKey ? [imageKey] : [], async (tx) => {
        const current = await foundOr404(repo.getSlider(tx, id));
        const result = await repo.updateSlider(
          tx,
          id,
          { ...fields, status: fields.status ?? current.status, imageKey: imageKey ?? current.imageKey },
          basis,
        );
        // The transaction and the new image's staging are undone by changeWithFiles.
        if (!result) throw staleRecord();
        // Kept while a version names it: a restore brings it back.
        return {
          result,
          released: imageKey ? [current.imageKey] : [],
          heldFor: heldFor(BIN_KINDS.sliders, id),
        };
      });
    },
  };
}
