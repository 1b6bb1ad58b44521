/** Record ids: 24 lowercase hex characters, time-ordered (ObjectId layout). */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

/** Whether a value is a record id (a malformed one is never looked up). */
export const isObjectId = (value: string): boolean => OBJECT_ID_PATTERN.test(value);
