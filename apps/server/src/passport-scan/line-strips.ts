import { breathe, type GrayImage, type TextLine } from './zone-finder.ts';

/** How wide a zone's line is drawn for the OCR: about 22 pixels a character, as its model reads best. */
const LINE_PIXELS = 44 * 22;
const PAD = 16;

/** A change to how the lines are cut out, for a retry: turned a little more, or a little taller. */
export type StripVariant = { turn: number; tallness: number };

/**
 * The zone's two lines straightened and stacked, on a white margin: each line sampled along its
 * own slope (so a page photographed at an angle, whose lines are not quite parallel, is read
 * straight), scaled to LINE_PIXELS wide, its contrast stretched. `lines` are in `image`'s pixels.
 */
export async function lineStrips(
  image: GrayImage,
  lines: readonly TextLine[],
  variant: StripVariant,
): Promise<GrayImage> {
  const strips: GrayImage[] = [];
  for (const line of lines) {
    strips.push(strip(image, line, variant));
    await breathe();
  }
  const width = Math.max(...strips.map((s) => s.width)) + 2 * PAD;
  const height = strips.reduce((sum, s) => sum + s.height, 0) + PAD * (strips.length + 1);
  const data = new Uint8Array(width * height).fill(255);
  let top = PAD;
  for (const s of strips) {
    for (let y = 0; y < s.height; y += 1)
      data.set(s.data.subarray(y * s.width, (y + 1) * s.width), (top + y) * width + PAD);
    top += s.height + PAD;
  }
  return { data, width, height };
}

function strip(image: GrayImage, line: TextLine, { turn, tallness }: StripVariant): GrayImage {
  const scale = LINE_PIXELS / line.length;
  // One character's width more at each end, and the line's height again above and below.
  const width = Math.round(LINE_PIXELS * (1 + 2 / 44));
  const height = Math.round(line.height * scale * tallness);
  const angle = line.angle + turn;
  const [cos, sin] = [Math.cos(angle) / scale, Math.sin(angle) / scale];
  const data = new Uint8Array(width * height);
  for (let v = 0; v < height; v += 1)
    for (let u = 0; u < width; u += 1) {
      const [du, dv] = [u - width / 2, v - height / 2];
      data[v * width + u] = sample(image, line.cx + du * cos - dv * sin, line.cy + du * sin + dv * cos);
    }
  return stretchContrast({ data, width, height });
}

/** Bilinear sample; outside the image is white. */
function sample({ data, width, height }: GrayImage, x: number, y: number): number {
  if (x < 0 || y < 0 || x >= width - 1 || y >= height - 1) return 255;
  const [x0, y0] = [Math.floor(x), Math.floor(y)];
  const [fx, fy] = [x - x0, y - y0];
  const i = y0 * width + x0;
  const top = (data[i] as number) * (1 - fx) + (data[i + 1] as number) * fx;
  const bottom = (data[i + width] as number) * (1 - fx) + (data[i + width + 1] as number) * fx;
  return top * (1 - fy) + bottom * fy;
}

/** The value below which `share` of the pixels lie, from their histogram. */
function quantile(data: Uint8Array, share: number): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < data.length; i += 1)
    histogram[data[i] as number] = (histogram[data[i] as number] as number) + 1;
  let below = 0;
  for (let v = 0; v < 256; v += 1) {
    below += histogram[v] as number;
    if (below > share * data.length) return v;
  }
  return 255;
}

/** The darkest 2% to black and the lightest half to white: ink on paper, whatever the light. */
function stretchContrast(image: GrayImage): GrayImage {
  const dark = quantile(image.data, 0.02);
  const light = quantile(image.data, 0.5);
  const range = Math.max(1, light - dark);
  const data = image.data.map((v) => Math.max(0, Math.min(255, ((v - dark) * 255) / range)));
  return { ...image, data };
}
