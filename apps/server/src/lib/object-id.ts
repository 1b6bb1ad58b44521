import { randomBytes } from 'node:crypto';

// ObjectId layout: 4-byte seconds, 5-byte per-process random, 3-byte counter. Ids sort by creation
// time, which keeps "newest first" cheap and index-friendly.
const processRandom = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

/** A new 24-lowercase-hex, time-ordered record id. */
export function newObjectId(now: number = Date.now()): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${processRandom}${counter.toString(16).padStart(6, '0')}`;
}
