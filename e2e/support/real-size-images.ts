import sharp from 'sharp';

/**
 * A photo of a document as a phone takes it: a page of text lines on paper, with a sensor's grain,
 * 3000x2000 and about 2-3 MB as a JPEG (the size of what offices upload). `seed` varies the page.
 */
export async function documentPhoto(seed: number, width = 3000, height = 2000): Promise<Buffer> {
  const lines = Array.from({ length: 38 }, (_, i) => {
    const y = 180 + i * 46;
    const words = Array.from(
      { length: 9 + ((seed + i) % 5) },
      (_, w) => `Word${(seed * 7 + i * 3 + w) % 97}`,
    );
    return `<text x="220" y="${y}" font-size="34" font-family="sans-serif" fill="#222">${words.join(' ')}</text>`;
  }).join('');
  const page = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="100%" height="100%" fill="#8a7f72"/>
      <rect x="150" y="80" width="${width - 300}" height="${height - 160}" fill="#f4f1ea"/>
      <text x="220" y="140" font-size="56" font-weight="bold" font-family="sans-serif">Document ${seed}</text>
      ${lines}
      <circle cx="${width - 500}" cy="${height - 400}" r="150" fill="none" stroke="#a33" stroke-width="14"/>
    </svg>`,
  );
  const { data, info } = await sharp(page).raw().toBuffer({ resolveWithObject: true });
  // A sensor's grain: what makes a phone's photo of a page weigh megabytes.
  let state = seed * 2_654_435_761;
  for (let i = 0; i < data.length; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    data[i] = Math.max(0, Math.min(255, (data[i] as number) + ((state >>> 24) % 29) - 14));
  }
  return sharp(data, { raw: info }).jpeg({ quality: 90 }).toBuffer();
}
