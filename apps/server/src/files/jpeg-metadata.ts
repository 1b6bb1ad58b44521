/**
 * A JPEG copied without its metadata, its compressed image untouched. Re-encoding a
 * scan to drop its metadata is most of an upload's time (a 5 MB document: about 160 ms of
 * libvips, against a few ms to copy it) and loses a little of the scan's quality each time. The
 * segments are read in order and only these are kept: the ones that describe the image (tables,
 * frame, scans, restart interval), the JFIF header without a thumbnail, the ICC colour profile and
 * Adobe's colour transform. Everything else goes: EXIF (camera, GPS, its own thumbnail), XMP,
 * Photoshop's IPTC, comments, other applications' segments and anything after the end of the
 * image (appended files, a camera's second picture). A file that is not a whole JPEG stream is
 * refused (`JpegStructureError`); whether its pixels decode is for libvips to say.
 */
import { Transform, type TransformCallback } from 'node:stream';

export class JpegStructureError extends Error {}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
/** A JFIF header with no thumbnail: its whole segment is 16 bytes with the length. */
const JFIF_PLAIN_LENGTH = 16;

/** Markers that stand alone, with no length after them: restarts and TEM. */
const standsAlone = (code: number) => (code >= 0xd0 && code <= 0xd7) || code === 0x01;

/** Whether a segment is kept, from its marker, length and the start of its payload. */
function keeps(code: number, length: number, payload: Buffer): boolean {
  if (code === APP0)
    return length === JFIF_PLAIN_LENGTH && payload.subarray(0, 5).toString('latin1') === 'JFIF\0';
  if (code === APP2) return payload.subarray(0, 12).toString('latin1') === 'ICC_PROFILE\0';
  if (code === APP14) return payload.subarray(0, 5).toString('latin1') === 'Adobe';
  // Other application segments (0xe1-0xef) and comments (0xfe) are metadata.
  return !((code >= 0xe0 && code <= 0xef) || code === 0xfe);
}

/** How many payload bytes `keeps` looks at before it decides. */
const PEEK = 12;

type State =
  | { at: 'start' }
  | { at: 'marker' }
  | { at: 'payload'; left: number; keep: boolean; after: 'marker' | 'entropy' }
  | { at: 'entropy' }
  | { at: 'done' };

/**
 * The filter as a stream: JPEG bytes in, the same JPEG without its metadata out. It holds at most
 * a segment's first few bytes between chunks; the rest passes through as slices of its input.
 */
export class JpegMetadataFilter extends Transform {
  #state: State = { at: 'start' };
  #carry: Buffer = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.#take(this.#carry.length > 0 ? Buffer.concat([this.#carry, chunk]) : chunk);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    done(
      this.#state.at === 'done' ? undefined : new JpegStructureError('the JPEG ends before its end marker'),
    );
  }

  /** Reads as far into `data` as it can; what is left (a segment's head cut short) waits. */
  #take(data: Buffer): void {
    let at = 0;
    for (;;) {
      const state = this.#state;
      if (state.at === 'done') {
        at = data.length;
        break;
      }
      if (state.at === 'start') {
        if (data.length - at < 2) break;
        if (data[at] !== 0xff || data[at + 1] !== SOI) throw new JpegStructureError('not a JPEG stream');
        this.push(data.subarray(at, at + 2));
        at += 2;
        this.#state = { at: 'marker' };
      } else if (state.at === 'payload') {
        const n = Math.min(state.left, data.length - at);
        if (state.keep && n > 0) this.push(data.subarray(at, at + n));
        at += n;
        if (n < state.left) {
          state.left -= n;
          break;
        }
        this.#state = { at: state.after };
      } else if (state.at === 'entropy') {
        // Compressed data runs to the next marker: 0xff not followed by 0x00 (a stuffed byte) or
        // a restart marker, which belong to the data.
        const start = at;
        let next = -1;
        for (let ff = data.indexOf(0xff, at); ff !== -1; ff = data.indexOf(0xff, ff + 1)) {
          if (ff + 1 >= data.length) break;
          const code = data[ff + 1] as number;
          if (code !== 0x00 && !(code >= 0xd0 && code <= 0xd7)) {
            next = ff;
            break;
          }
          ff++;
        }
        // A lone 0xff at the end of the chunk waits for the byte after it.
        const end = next !== -1 ? next : data[data.length - 1] === 0xff ? data.length - 1 : data.length;
        if (end > start) this.push(data.subarray(start, end));
        at = end;
        if (next === -1) break;
        this.#state = { at: 'marker' };
      } else {
        // Between segments: optional fill bytes (0xff), then a marker.
        while (at + 1 < data.length && data[at] === 0xff && data[at + 1] === 0xff) at++;
        if (data.length - at < 2) break;
        if (data[at] !== 0xff) throw new JpegStructureError('a JPEG segment does not start with a marker');
        const code = data[at + 1] as number;
        if (code === EOI) {
          this.push(data.subarray(at, at + 2));
          this.#state = { at: 'done' };
          continue;
        }
        if (standsAlone(code)) {
          this.push(data.subarray(at, at + 2));
          at += 2;
          continue;
        }
        if (data.length - at < 4) break;
        const length = data.readUInt16BE(at + 2);
        if (length < 2) throw new JpegStructureError('a JPEG segment is shorter than its length field');
        const peek = Math.min(length - 2, PEEK);
        if (data.length - at - 4 < peek) break;
        const keep = keeps(code, length, data.subarray(at + 4, at + 4 + peek));
        if (keep) this.push(data.subarray(at, at + 4));
        at += 4;
        this.#state = { at: 'payload', left: length - 2, keep, after: code === SOS ? 'entropy' : 'marker' };
      }
    }
    this.#carry = Buffer.from(data.subarray(at));
  }
}
