import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { OBJECT_ID_PATTERN } from './object-ids.ts';
import { text } from './text.ts';

export const ObjectIdSchema = text(MESSAGES.common.invalidId).regex(OBJECT_ID_PATTERN, {
  error: MESSAGES.common.invalidId,
});

export const IdParamsSchema = z.object({ id: ObjectIdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;
