import sharp from 'sharp';

/** Homepage slides are drawn at this size (a wide hero band). */
export const SLIDE_WIDTH = 1600;
export const SLIDE_HEIGHT = 700;

export type SlideScene = 'mountains' | 'skyline' | 'routes';

/** A small deterministic generator, so the demo slides look the same on every install. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A mountain ridge as a closed path across the slide, peaks around `base` up to `height` tall. */
function ridge(seed: number, base: number, height: number, step: number): string {
  const next = random(seed);
  const points: string[] = [];
  for (let x = -step; x <= SLIDE_WIDTH + step; x += step) {
    points.push(`${x},${Math.round(base - next() * height)}`);
  }
  return `M${points.join(' L')} L${SLIDE_WIDTH + step},${SLIDE_HEIGHT} L${-step},${SLIDE_HEIGHT} Z`;
}

function pines(seed: number, count: number, ground: number, colour: string): string {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const x = Math.round(next() * SLIDE_WIDTH);
    const h = 50 + Math.round(next() * 70);
    const w = Math.round(h * 0.32);
    return `<path d="M${x},${ground - h} L${x + w},${ground} L${x - w},${ground} Z" fill="${colour}"/>`;
  }).join('');
}

/** Faint horizontal strokes that make the lake read as water. */
function ripples(): string {
  const next = random(57);
  return Array.from({ length: 26 }, () => {
    const y = 560 + Math.round(next() * 130);
    const x = Math.round(next() * SLIDE_WIDTH);
    const w = 40 + Math.round(next() * 160);
    return `<rect x="${x}" y="${y}" width="${w}" height="2" rx="1" fill="#e8eefb" opacity="0.18"/>`;
  }).join('');
}

/** Dawn over mountains and a lake: a northern landscape. */
function mountains(): string {
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b2545"/><stop offset="0.55" stop-color="#3e5c8a"/><stop offset="1" stop-color="#f2b880"/></linearGradient>
    <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#c99a78"/><stop offset="0.35" stop-color="#5d6f96"/><stop offset="1" stop-color="#102a4c"/></linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff4d6"/><stop offset="1" stop-color="#fff4d6" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1600" height="700" fill="url(#sky)"/>
  <circle cx="1120" cy="420" r="260" fill="url(#sun)" opacity="0.75"/>
  <circle cx="1120" cy="430" r="62" fill="#fff1cf"/>
  <path d="${ridge(7, 430, 190, 80)}" fill="#5b6f95" opacity="0.85"/>
  <path d="${ridge(19, 470, 150, 60)}" fill="#34496f"/>
  <path d="${ridge(31, 510, 90, 45)}" fill="#1d2f4f"/>
  <rect y="540" width="1600" height="160" fill="url(#lake)"/>
  ${ripples()}
  <rect x="1040" y="548" width="160" height="4" fill="#fff1cf" opacity="0.7"/>
  <rect x="1070" y="566" width="100" height="3" fill="#fff1cf" opacity="0.5"/>
  <rect x="1095" y="584" width="50" height="2" fill="#fff1cf" opacity="0.4"/>
  ${pines(43, 38, 548, '#0e1d33')}
  <rect y="548" width="1600" height="10" fill="#0e1d33"/>`;
}

/** A city at dusk with an aircraft climbing out: business and corporate travel. */
function skyline(): string {
  const next = random(101);
  const back: string[] = [];
  for (let bx = -20; bx < SLIDE_WIDTH; bx += 40 + Math.round(next() * 50)) {
    const h = 220 + Math.round(next() * 240);
    back.push(
      `<rect x="${bx}" y="${640 - h}" width="${36 + Math.round(next() * 40)}" height="${h}" fill="#3b2d64" opacity="0.8"/>`,
    );
  }
  let x = 0;
  const towers: string[] = [];
  const windows: string[] = [];
  while (x < SLIDE_WIDTH) {
    const w = 50 + Math.round(next() * 70);
    const h = 140 + Math.round(next() * 260);
    const top = 620 - h;
    towers.push(`<rect x="${x}" y="${top}" width="${w - 6}" height="${h + 80}" fill="#1b1f3b"/>`);
    for (let wy = top + 18; wy < 600; wy += 26) {
      for (let wx = x + 10; wx < x + w - 16; wx += 18) {
        if (next() > 0.62) windows.push(`<rect x="${wx}" y="${wy}" width="7" height="11" fill="#ffd58a"/>`);
      }
    }
    x += w;
  }
  return `<defs>
    <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1d1346"/><stop offset="0.5" stop-color="#7a3e7d"/><stop offset="0.85" stop-color="#f08a5d"/><stop offset="1" stop-color="#f9c784"/></linearGradient>
  </defs>
  <rect width="1600" height="700" fill="url(#dusk)"/>
  <circle cx="300" cy="110" r="2" fill="#fff" opacity="0.8"/><circle cx="520" cy="70" r="1.5" fill="#fff" opacity="0.7"/>
  <circle cx="760" cy="140" r="1.5" fill="#fff" opacity="0.6"/><circle cx="1420" cy="90" r="2" fill="#fff" opacity="0.7"/>
  <path d="M380,330 C700,260 980,200 1290,120" stroke="#ffffff" stroke-width="3" stroke-opacity="0.45" fill="none" stroke-dasharray="2 10" stroke-linecap="round"/>
  <g transform="translate(1300,114) rotate(-16)">
    <path d="M-44,0 L40,-5 Q52,0 40,5 Z" fill="#f4f6fb"/>
    <path d="M-4,-2 L-22,-34 L-12,-34 L14,-3 Z M-4,2 L-22,34 L-12,34 L14,3 Z" fill="#dfe5f2"/>
    <path d="M-40,-1 L-50,-16 L-44,-16 L-32,-2 Z" fill="#dfe5f2"/>
  </g>
  ${back.join('')}${towers.join('')}${windows.join('')}
  <rect y="640" width="1600" height="60" fill="#121530"/>`;
}

/** Flight routes over a stylised globe: the consultancy's brand picture. */
function routes(): string {
  const lines = Array.from({ length: 9 }, (_, i) => {
    const ry = 30 + i * 32;
    return `<ellipse cx="1050" cy="360" rx="300" ry="${ry}" fill="none" stroke="#8fb3e0" stroke-opacity="0.25"/>`;
  }).join('');
  const meridians = Array.from({ length: 7 }, (_, i) => {
    const rx = 40 + i * 45;
    return `<ellipse cx="1050" cy="360" rx="${rx}" ry="300" fill="none" stroke="#8fb3e0" stroke-opacity="0.25"/>`;
  }).join('');
  const cities: [number, number][] = [
    [880, 250],
    [1010, 190],
    [1190, 280],
    [1270, 420],
    [960, 470],
    [1120, 540],
  ];
  const arcs = [
    [0, 2],
    [1, 3],
    [4, 2],
    [0, 5],
    [5, 3],
  ]
    .map(([a, b]) => {
      const [x1, y1] = cities[a as number] as [number, number];
      const [x2, y2] = cities[b as number] as [number, number];
      const cx = (x1 + x2) / 2;
      const cy = Math.min(y1, y2) - 55;
      return `<path d="M${x1},${y1} Q${cx},${cy} ${x2},${y2}" fill="none" stroke="#f2b880" stroke-width="3" stroke-dasharray="10 8" stroke-linecap="round"/>`;
    })
    .join('');
  const dots = cities
    .map(
      ([cx, cy]) =>
        `<circle cx="${cx}" cy="${cy}" r="14" fill="#f2b880" opacity="0.25"/><circle cx="${cx}" cy="${cy}" r="6" fill="#fff4d6"/>`,
    )
    .join('');
  return `<defs>
    <radialGradient id="night" cx="0.65" cy="0.5" r="0.8">
      <stop offset="0" stop-color="#1f4e79"/><stop offset="1" stop-color="#081a33"/></radialGradient>
    <radialGradient id="globe" cx="0.4" cy="0.35" r="0.75">
      <stop offset="0" stop-color="#2d6aa3"/><stop offset="1" stop-color="#0d2c52"/></radialGradient>
  </defs>
  <rect width="1600" height="700" fill="url(#night)"/>
  <circle cx="1050" cy="360" r="300" fill="url(#globe)"/>
  ${lines}${meridians}${arcs}${dots}
  <circle cx="1050" cy="360" r="300" fill="none" stroke="#8fb3e0" stroke-opacity="0.5" stroke-width="2"/>`;
}

const SCENES: Record<SlideScene, () => string> = { mountains, skyline, routes };

/**
 * A homepage slide illustration (1600x700 JPEG). The left third stays calm and dark enough for
 * the carousel's caption to sit on it.
 */
export function sampleSlide(scene: SlideScene): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" viewBox="0 0 ${SLIDE_WIDTH} ${SLIDE_HEIGHT}">${SCENES[scene]()}
  <rect width="1600" height="700" fill="url(#shade)"/>
  <defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
