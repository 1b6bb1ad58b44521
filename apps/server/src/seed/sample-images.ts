import sharp from 'sharp';

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A passport-style portrait placeholder: silhouette, initials and a SAMPLE band. */
export function samplePhoto(initials: string, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="380" viewBox="0 0 300 380">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},45%,88%)"/><stop offset="1" stop-color="hsl(${hue},40%,74%)"/></linearGradient></defs>
  <rect width="300" height="380" fill="url(#bg)"/>
  <circle cx="150" cy="150" r="70" fill="hsl(${hue},25%,40%)"/>
  <path d="M40 380c0-80 50-130 110-130s110 50 110 130z" fill="hsl(${hue},25%,40%)"/>
  <text x="150" y="172" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
  <rect x="0" y="320" width="300" height="44" fill="rgba(180,20,20,0.85)"/>
  <text x="150" y="351" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="6">SAMPLE</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A one-page document placeholder: a title, the applicant's details and a diagonal SAMPLE mark. */
export function sampleDocument(title: string, lines: string[]): Promise<Buffer> {
  const body = lines
    .map((line, i) => `<text x="70" y="${300 + i * 44}" font-size="26" fill="#333">${escapeXml(line)}</text>`)
    .join('');
  const rules = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="70" y="${560 + i * 36}" width="${460 + ((i * 37) % 120)}" height="10" rx="5" fill="#d9dee7"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1100" viewBox="0 0 800 1100" font-family="DejaVu Sans, sans-serif">
  <rect width="800" height="1100" fill="#fbfaf6"/>
  <rect x="30" y="30" width="740" height="1040" fill="none" stroke="#0b2545" stroke-width="4"/>
  <rect x="30" y="30" width="740" height="150" fill="#0b2545"/>
  <text x="70" y="125" font-size="46" font-weight="700" fill="#fff">${escapeXml(title.toUpperCase())}</text>
  ${body}${rules}
  <text x="400" y="700" font-size="150" font-weight="700" fill="rgba(200,30,30,0.18)" text-anchor="middle" transform="rotate(-30 400 700)">SAMPLE</text>
  <text x="70" y="1030" font-size="20" fill="#777">Sample document generated for demonstration. Not valid for travel.</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
