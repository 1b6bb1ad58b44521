import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { text } from './text.ts';

/** Record ids: 24 lowercase hex characters, time-ordered (ObjectId layout). */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

export const ObjectIdSchema = text(MESSAGES.common.invalidId).regex(OBJECT_ID_PATTERN, {
  error: MESSAGES.common.invalidId,
});

export const IdParamsSchema = z.object({ id: ObjectIdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

export const isObjectId = (value: string): boolean => OBJECT_ID_PATTERN.test(value);
