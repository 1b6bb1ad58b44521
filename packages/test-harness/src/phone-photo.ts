import sharp from 'sharp';
import { between, type Random } from './passport-holders.ts';
import { PAGE_MM } from './passport-page.ts';

/** How a phone photographed the page; `photoOf` draws these from a seed. */
export type PhotoConditions = {
  megapixels: number;
  /** Degrees, clockwise. */
  rotation: number;
  /** Each corner moved by up to this fraction of the page's width: the phone held at an angle. */
  perspective: number;
  /** The share of the photo's width the page takes. */
  pageShare: number;
  blurSigma: number;
  /** The light falls off across the page by up to this fraction. */
  shade: number;
  noiseSigma: number;
  jpegQuality: number;
};

/** Conditions spread over the ranges a desk's phone photos fall in. */
export function randomConditions(random: Random): PhotoConditions {
  return {
    megapixels: between(random, 1, 12),
    rotation: between(random, -5, 5),
    perspective: between(random, 0, 0.04),
    pageShare: between(random, 0.7, 0.92),
    blurSigma: between(random, 0.3, 1.4),
    shade: between(random, 0, 0.45),
    noiseSigma: between(random, 2, 10),
    jpegQuality: Math.round(between(random, 50, 85)),
  };
}

type Point = [number, number];

/** The homography (3x3, row-major, h33 = 1) taking each of `from` to the same corner of `to`. */
function homography(from: Point[], to: Point[]): number[] {
  const rows: number[][] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i] as Point;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  // Gauss-Jordan elimination on the 8x9 system.
  for (let c = 0; c < 8; c += 1) {
    let best = c;
    for (let r = c + 1; r < 8; r += 1)
      if (Math.abs((rows[r] as number[])[c] as number) > Math.abs((rows[best] as number[])[c] as number))
        best = r;
    [rows[c], rows[best]] = [rows[best] as number[], rows[c] as number[]];
    const pivot = rows[c] as number[];
    const p = pivot[c] as number;
    for (let k = c; k < 9; k += 1) pivot[k] = (pivot[k] as number) / p;
    for (let r = 0; r < 8; r += 1) {
      const row = rows[r] as number[];
      const f = row[c] as number;
      if (r === c || f === 0) continue;
      for (let k = c; k < 9; k += 1) row[k] = (row[k] as number) - f * (pivot[k] as number);
    }
  }
  return [...rows.map((row) => row[8] as number), 1];
}

/** Where the page's corners land in the photo: turned, off-centre a little, each corner pushed. */
function cornersInPhoto(c: PhotoConditions, random: Random, width: number, height: number): Point[] {
  const pageW = width * c.pageShare;
  const pageH = (pageW * PAGE_MM.height) / PAGE_MM.width;
  const [cx, cy] = [
    width / 2 + between(random, -0.03, 0.03) * width,
    height / 2 + between(random, -0.03, 0.03) * height,
  ];
  const angle = (c.rotation * Math.PI) / 180;
  const corners: Point[] = [
    [-pageW / 2, -pageH / 2],
    [pageW / 2, -pageH / 2],
    [pageW / 2, pageH / 2],
    [-pageW / 2, pageH / 2],
  ];
  return corners.map(([x, y]) => [
    cx + x * Math.cos(angle) - y * Math.sin(angle) + between(random, -1, 1) * c.perspective * pageW,
    cy + x * Math.sin(angle) + y * Math.cos(angle) + between(random, -1, 1) * c.perspective * pageW,
  ]);
}

/**
 * The page as a phone would photograph it lying on a desk: turned, in perspective, lit unevenly,
 * blurred, noisy and saved as a JPEG of the given quality, at the given size. `page` is raw RGB.
 */
export async function photographPage(
  page: { data: Buffer; width: number; height: number },
  c: PhotoConditions,
  random: Random,
): Promise<Buffer> {
  const width = Math.round(Math.sqrt((c.megapixels * 1e6 * 4) / 3));
  const height = Math.round((width * 3) / 4);
  const pageCorners: Point[] = [
    [0, 0],
    [page.width, 0],
    [page.width, page.height],
    [0, page.height],
  ];
  // Photo pixel -> page pixel, so every photo pixel is sampled once.
  const h = homography(cornersInPhoto(c, random, width, height), pageCorners);
  const out = Buffer.alloc(width * height * 3);
  const [lightX, lightY] = [random() * width, random() * height];
  const fade = c.shade / Math.hypot(width, height);
  const desk = [92 + random() * 60, 70 + random() * 50, 50 + random() * 40];
  const [h0, h1, h2, h3, h4, h5, h6, h7] = h as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const { data: source, width: pageWidth, height: pageHeight } = page;
  const stride = pageWidth * 3;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const w = h6 * x + h7 * y + 1;
      const sx = (h0 * x + h1 * y + h2) / w;
      const sy = (h3 * x + h4 * y + h5) / w;
      const light = 1 - fade * Math.sqrt((x - lightX) ** 2 + (y - lightY) ** 2);
      const o = (y * width + x) * 3;
      if (sx < 0 || sy < 0 || sx >= pageWidth - 1 || sy >= pageHeight - 1) {
        for (let k = 0; k < 3; k += 1) out[o + k] = (desk[k] as number) * light;
        continue;
      }
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * stride + x0 * 3;
      for (let k = 0; k < 3; k += 1) {
        const top = (source[i + k] as number) * (1 - fx) + (source[i + 3 + k] as number) * fx;
        const bottom =
          (source[i + stride + k] as number) * (1 - fx) + (source[i + stride + 3 + k] as number) * fx;
        out[o + k] = (top * (1 - fy) + bottom * fy) * light;
      }
    }
  }
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: c.noiseSigma },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < out.length; i += 1)
    out[i] = Math.max(0, Math.min(255, (out[i] as number) + (noise[i] as number) - 128));
  return sharp(out, { raw: { width, height, channels: 3 } })
    .blur(c.blurSigma)
    .jpeg({ quality: c.jpegQuality })
    .toBuffer();
}
