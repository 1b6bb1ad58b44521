const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;

/**
 * COPY's CSV with every record ending in CRLF, as RFC 4180 and the rows' CSV have it: COPY ends a
 * record with LF alone, whatever the platform. An LF inside a quoted value is the value's own and
 * stays: quotes come in pairs (a value's opening and closing ones, each doubled quote inside), so
 * an LF ends a record when the quotes before it are even in number. UTF-8 never has either byte
 * inside another character. Searching with indexOf keeps the work native, a few calls a record.
 */
export function crlfRecords(csv: Uint8Array): Buffer {
  const input = Buffer.from(csv.buffer, csv.byteOffset, csv.byteLength);
  const ends: number[] = [];
  let isQuoted = false;
  let quote = input.indexOf(QUOTE);
  for (let lf = input.indexOf(LF); lf !== -1; lf = input.indexOf(LF, lf + 1)) {
    while (quote !== -1 && quote < lf) {
      isQuoted = !isQuoted;
      quote = input.indexOf(QUOTE, quote + 1);
    }
    if (!isQuoted) ends.push(lf);
  }
  const output = Buffer.allocUnsafe(input.length + ends.length);
  let from = 0;
  let at = 0;
  for (const lf of ends) {
    at += input.copy(output, at, from, lf);
    output[at++] = CR;
    output[at++] = LF;
    from = lf + 1;
  }
  input.copy(output, at, from);
  return output;
}
