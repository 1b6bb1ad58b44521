/** A grayscale image, one byte a pixel, row by row. */
export type GrayImage = { data: Uint8Array; width: number; height: number };

/** One line of text found: its centre, slope (radians), length along it and height across it. */
export type TextLine = { cx: number; cy: number; angle: number; length: number; height: number };

/** Lets the server's thread answer what waits between two passes over the pixels. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Text lines as bands of dense vertical strokes: the horizontal gradient, smeared along the line
 * by about two character widths and thresholded, gives one blob per line. Each blob's moments give
 * its slope, length and height. Each pass reads the pixels once (a few milliseconds on a
 * 900-pixel image), and the server's other requests are answered between passes.
 */
export async function findTextLines(image: GrayImage): Promise<TextLine[]> {
  const { width, height } = image;
  const strokes = horizontalGradient(image);
  await breathe();
  const smeared = boxBlur(strokes, width, height, Math.max(3, Math.round(width / 70)), 1);
  await breathe();
  const mask = threshold(smeared, otsu(smeared));
  await breathe();
  const found = blobs(mask, width, height);
  await breathe();
  return found.flatMap((blob) => {
    const line = lineOf(blob);
    return line ? [line] : [];
  });
}

function horizontalGradient({ data, width, height }: GrayImage): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 1; x < width - 1; x += 1)
      out[row + x] = Math.abs((data[row + x + 1] as number) - (data[row + x - 1] as number));
  }
  return out;
}

/** A box mean of half-widths rx and ry (running sums: cost independent of the box's size). */
function boxBlur(input: Uint8Array, width: number, height: number, rx: number, ry: number): Uint8Array {
  const across = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let sum = 0;
    for (let x = -rx; x < width; x += 1) {
      if (x + rx < width) sum += input[row + x + rx] as number;
      if (x - rx - 1 >= 0) sum -= input[row + x - rx - 1] as number;
      if (x >= 0) across[row + x] = sum;
    }
  }
  const out = new Uint8Array(width * height);
  const area = (2 * rx + 1) * (2 * ry + 1);
  for (let x = 0; x < width; x += 1) {
    let sum = 0;
    for (let y = -ry; y < height; y += 1) {
      if (y + ry < height) sum += across[(y + ry) * width + x] as number;
      if (y - ry - 1 >= 0) sum -= across[(y - ry - 1) * width + x] as number;
      if (y >= 0) out[y * width + x] = Math.min(255, sum / area);
    }
  }
  return out;
}

/** Otsu's threshold of the values' histogram. */
function otsu(values: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (let i = 0; i < values.length; i += 1)
    histogram[values[i] as number] = (histogram[values[i] as number] as number) + 1;
  let total = 0;
  for (let i = 0; i < 256; i += 1) total += i * (histogram[i] as number);
  let [below, sumBelow, best, bestT] = [0, 0, -1, 0];
  for (let t = 0; t < 256; t += 1) {
    below += histogram[t] as number;
    if (below === 0) continue;
    const above = values.length - below;
    if (above === 0) break;
    sumBelow += t * (histogram[t] as number);
    const between = below * above * (sumBelow / below - (total - sumBelow) / above) ** 2;
    if (between > best) [best, bestT] = [between, t];
  }
  return bestT;
}

function threshold(values: Uint8Array, t: number): Uint8Array {
  const out = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i += 1) out[i] = (values[i] as number) > t ? 1 : 0;
  return out;
}

/** A blob: its pixels' indices, `pixels[start]` to `pixels[end - 1]`. */
type Blob = { pixels: Int32Array; start: number; end: number; width: number };

/**
 * The 4-connected blobs of a mask; small ones are dropped. Every pixel's index is written once
 * into one typed array, each blob a run of it: no array per blob for the collector to sweep.
 */
function blobs(mask: Uint8Array, width: number, height: number): Blob[] {
  const found: Blob[] = [];
  const pixels = new Int32Array(mask.length);
  let end = 0;
  const visit = (n: number) => {
    if (mask[n] !== 1) return;
    mask[n] = 2;
    pixels[end++] = n;
  };
  const minPixels = Math.max(50, (width * height) / 5000);
  for (let seed = 0; seed < mask.length; seed += 1) {
    if (mask[seed] !== 1) continue;
    const start = end;
    mask[seed] = 2;
    pixels[end++] = seed;
    // The run itself is the queue: each pixel taken adds its unvisited neighbours after it.
    for (let next = start; next < end; next += 1) {
      const i = pixels[next] as number;
      const x = i % width;
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (i >= width) visit(i - width);
      if (i < mask.length - width) visit(i + width);
    }
    if (end - start >= minPixels) found.push({ pixels, start, end, width });
    else end = start;
  }
  return found;
}

/** A blob as a line: its principal axis, and its extent along and across it. Null if not line-like. */
function lineOf({ pixels, start, end, width }: Blob): TextLine | null {
  const n = end - start;
  let [mx, my] = [0, 0];
  for (let k = start; k < end; k += 1) {
    const i = pixels[k] as number;
    mx += i % width;
    my += Math.floor(i / width);
  }
  [mx, my] = [mx / n, my / n];
  let [sxx, syy, sxy] = [0, 0, 0];
  for (let k = start; k < end; k += 1) {
    const i = pixels[k] as number;
    const dx = (i % width) - mx;
    const dy = Math.floor(i / width) - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  let [minU, maxU, minV, maxV] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let k = start; k < end; k += 1) {
    const i = pixels[k] as number;
    const dx = (i % width) - mx;
    const dy = Math.floor(i / width) - my;
    const u = dx * cos + dy * sin;
    const v = -dx * sin + dy * cos;
    if (u < minU) minU = u;
    if (u > maxU) maxU = u;
    if (v < minV) minV = v;
    if (v > maxV) maxV = v;
  }
  const [length, height] = [maxU - minU, maxV - minV];
  if (length < 4 * height || Math.abs(angle) > (15 * Math.PI) / 180) return null;
  const [midU, midV] = [(minU + maxU) / 2, (minV + maxV) / 2];
  return { cx: mx + midU * cos - midV * sin, cy: my + midU * sin + midV * cos, angle, length, height };
}

/**
 * The two lines of a TD3 zone among the lines found: the longest pair that is parallel, of about
 * the same length, one under the other at about twice a line's height. Null when there is none.
 */
export function findZone(lines: TextLine[]): [TextLine, TextLine] | null {
  let best: [TextLine, TextLine] | null = null;
  for (const a of lines)
    for (const b of lines) {
      if (a === b || b.cy <= a.cy) continue;
      if (Math.abs(a.angle - b.angle) > (3 * Math.PI) / 180) continue;
      if (Math.min(a.length, b.length) < 0.85 * Math.max(a.length, b.length)) continue;
      const lineHeight = (a.height + b.height) / 2;
      const [dx, dy] = [b.cx - a.cx, b.cy - a.cy];
      const across = -dx * Math.sin(a.angle) + dy * Math.cos(a.angle);
      const along = dx * Math.cos(a.angle) + dy * Math.sin(a.angle);
      if (across < 1.2 * lineHeight || across > 3.5 * lineHeight || Math.abs(along) > 0.08 * a.length)
        continue;
      // 44 characters to a line: a line much taller than its characters are wide is not a zone.
      if (a.length / 44 < 0.3 * lineHeight) continue;
      if (!best || a.length + b.length > best[0].length + best[1].length) best = [a, b];
    }
  return best;
}
