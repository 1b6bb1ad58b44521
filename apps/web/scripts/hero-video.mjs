// Writes the SVG frames of the landing page's hero video: a dotted world map drifting slowly over
// the brand's navy gradient, with flight paths between the destinations and a soft moving light.
// Everything moves with the loop's period, so the last frame leads seamlessly into the first.
// Usage (see public/media/README.md for the ffmpeg commands that encode the frames):
//   node apps/web/scripts/hero-video.mjs /tmp/hero-frames
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const outDir = process.argv[2] ?? '/tmp/hero-frames';
const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 10;
const FRAMES = FPS * SECONDS;

// Rough continent outlines (longitude, latitude): an impression of the world, not a map.
const LAND = [
  // North America
  [
    [-167, 68],
    [-156, 71.5],
    [-140, 69.5],
    [-125, 70],
    [-110, 68],
    [-95, 72],
    [-82, 73],
    [-80, 63],
    [-90, 57],
    [-82, 52],
    [-78, 59],
    [-70, 61],
    [-64, 60],
    [-55, 52],
    [-60, 47],
    [-66, 44],
    [-70, 42],
    [-74, 40],
    [-76, 35],
    [-81, 31],
    [-80, 25],
    [-82, 27],
    [-85, 30],
    [-90, 29],
    [-97, 27],
    [-97, 22],
    [-95, 18],
    [-90, 21],
    [-87, 21],
    [-88, 16],
    [-83, 15],
    [-83, 10],
    [-79, 9],
    [-77, 8],
    [-80, 7],
    [-85, 10],
    [-87, 13],
    [-92, 14],
    [-97, 16],
    [-105, 20],
    [-106, 23],
    [-112, 29],
    [-115, 31],
    [-110, 23],
    [-115, 28],
    [-117, 33],
    [-121, 35],
    [-124, 40],
    [-124, 46],
    [-123, 48],
    [-127, 51],
    [-133, 56],
    [-140, 60],
    [-148, 60],
    [-154, 57],
    [-158, 57],
    [-164, 55],
    [-160, 59],
    [-165, 61],
    [-166, 64],
  ],
  // Baffin Island and Greenland
  [
    [-80, 73],
    [-70, 70],
    [-62, 66],
    [-66, 62],
    [-75, 64],
    [-84, 70],
  ],
  [
    [-73, 78],
    [-60, 82],
    [-35, 83],
    [-20, 82],
    [-18, 76],
    [-22, 70],
    [-32, 68],
    [-42, 60],
    [-48, 61],
    [-53, 66],
    [-56, 72],
    [-66, 76],
  ],
  // Cuba, Iceland
  [
    [-85, 22],
    [-80, 23.2],
    [-74, 20],
    [-78, 19.8],
  ],
  [
    [-24, 65.5],
    [-22, 66.5],
    [-15, 66.5],
    [-13.5, 65],
    [-18, 63.4],
    [-22, 63.8],
  ],
  // South America
  [
    [-77, 8],
    [-72, 12],
    [-64, 11],
    [-60, 8],
    [-52, 5],
    [-50, 0],
    [-44, -2],
    [-35, -5],
    [-35, -9],
    [-39, -14],
    [-39, -20],
    [-42, -23],
    [-48, -26],
    [-49, -29],
    [-53, -34],
    [-58, -35],
    [-57, -38],
    [-62, -39],
    [-65, -42],
    [-65, -46],
    [-68, -50],
    [-69, -53],
    [-72, -54],
    [-75, -50],
    [-74, -44],
    [-73, -37],
    [-71, -30],
    [-70, -18],
    [-76, -14],
    [-81, -6],
    [-80, -2],
    [-80, 1],
    [-77, 4],
  ],
  // Great Britain, Ireland
  [
    [-5.5, 50],
    [1.5, 51],
    [1.7, 53],
    [-0.5, 54],
    [-2, 56],
    [-1.8, 57.6],
    [-3, 58.6],
    [-5, 58.6],
    [-6, 56.5],
    [-5, 55],
    [-3, 54.5],
    [-4.5, 53.3],
    [-4.5, 51.6],
  ],
  [
    [-10, 51.5],
    [-6, 52],
    [-6, 54],
    [-8, 55.2],
    [-10, 54],
  ],
  // Eurasia
  [
    [-10, 36],
    [-9, 43],
    [-2, 43.5],
    [-4, 48],
    [2, 51],
    [5, 53],
    [8, 54],
    [10, 57],
    [12, 55],
    [14, 54],
    [20, 55],
    [22, 59],
    [28, 60],
    [24, 60],
    [22, 62],
    [25, 65],
    [22, 66],
    [18, 63],
    [17, 60],
    [18, 59],
    [16, 56],
    [12, 56],
    [11, 59],
    [6, 58],
    [5, 61],
    [10, 64],
    [15, 68],
    [20, 70],
    [26, 71],
    [32, 70],
    [40, 67],
    [44, 68],
    [54, 69],
    [60, 70],
    [70, 73],
    [80, 73],
    [90, 76],
    [100, 78],
    [112, 76],
    [120, 73],
    [130, 71],
    [140, 72],
    [150, 71],
    [160, 70],
    [170, 70],
    [180, 69],
    [180, 65],
    [175, 64],
    [165, 60],
    [162, 57],
    [157, 51],
    [156, 57],
    [160, 61],
    [150, 59],
    [142, 59],
    [135, 55],
    [140, 52],
    [140, 48],
    [135, 43],
    [130, 42],
    [129, 35],
    [126, 37],
    [126, 40],
    [122, 39],
    [121, 41],
    [118, 39],
    [122, 37],
    [119, 35],
    [121, 31],
    [122, 29],
    [119, 25],
    [114, 22],
    [110, 21],
    [108, 18],
    [106, 20],
    [106, 11],
    [104, 9],
    [101, 13],
    [100, 8],
    [103, 1.5],
    [101, 3],
    [98, 8],
    [98, 16],
    [94, 17],
    [92, 22],
    [90, 22],
    [87, 21],
    [80, 16],
    [80, 10],
    [77, 8],
    [73, 17],
    [73, 21],
    [70, 22],
    [67, 25],
    [62, 25],
    [57, 26],
    [56, 27],
    [52, 28],
    [49, 30],
    [48, 29],
    [50, 26],
    [51, 24],
    [56, 24],
    [57, 23],
    [59, 22],
    [55, 17],
    [52, 16],
    [45, 13],
    [43, 13],
    [39, 20],
    [35, 28],
    [34, 30],
    [35, 33],
    [36, 36],
    [30, 36],
    [27, 37],
    [26, 40],
    [24, 38],
    [22, 37],
    [20, 40],
    [19, 42],
    [14, 45.5],
    [12.5, 45.5],
    [13, 44],
    [16, 42],
    [18, 40],
    [17, 40],
    [16, 38],
    [15, 40],
    [12, 42],
    [9, 44],
    [7, 44],
    [3, 42],
    [0, 38],
    [-6, 36],
  ],
  // Africa, Madagascar
  [
    [-17, 21],
    [-16, 28],
    [-10, 30],
    [-9, 33],
    [-6, 36],
    [0, 36],
    [10, 37],
    [11, 34],
    [20, 31],
    [25, 32],
    [32, 31],
    [34, 28],
    [37, 22],
    [39, 16],
    [43, 12],
    [51, 12],
    [51, 10],
    [48, 5],
    [42, -1],
    [40, -5],
    [39, -10],
    [40, -15],
    [35, -20],
    [35, -25],
    [32, -29],
    [28, -33],
    [20, -35],
    [18, -32],
    [15, -27],
    [12, -18],
    [13, -12],
    [12, -5],
    [9, -1],
    [9, 4],
    [5, 6],
    [0, 5],
    [-5, 5],
    [-8, 4],
    [-13, 8],
    [-15, 11],
    [-17, 15],
  ],
  [
    [44, -25],
    [47, -25],
    [50, -15],
    [49, -12],
    [44, -16],
  ],
  // Japan, Sumatra, Borneo, Java, New Guinea, the Philippines
  [
    [130, 31],
    [132, 34],
    [135, 34],
    [140, 35],
    [141, 38],
    [142, 41],
    [140, 41.5],
    [139, 38],
    [136, 37],
    [133, 35.5],
    [130, 34],
  ],
  [
    [95, 5.5],
    [98, 4],
    [104, -3],
    [106, -6],
    [102, -4],
    [96, 2],
  ],
  [
    [109, 2],
    [111, -3],
    [116, -4],
    [119, 1],
    [117, 7],
    [113, 3],
  ],
  [
    [105, -6],
    [114, -7],
    [114, -8.5],
    [106, -7.5],
  ],
  [
    [131, -1],
    [138, -2],
    [147, -6],
    [150, -10],
    [143, -9],
    [138, -8],
    [134, -4],
  ],
  [
    [120, 18],
    [122, 18],
    [124, 13],
    [126, 7],
    [122, 7],
    [120, 14],
  ],
  // Australia, New Zealand
  [
    [114, -22],
    [114, -26],
    [115, -34],
    [118, -35],
    [124, -34],
    [129, -32],
    [135, -35],
    [138, -35],
    [140, -38],
    [146, -39],
    [150, -37],
    [153, -32],
    [153, -25],
    [146, -19],
    [145, -15],
    [142, -11],
    [141, -17],
    [136, -12],
    [132, -11],
    [129, -15],
    [126, -14],
    [122, -18],
  ],
  [
    [172.5, -34.5],
    [178, -37.5],
    [175, -41.5],
    [171, -44],
    [167, -46],
    [170, -46.5],
    [174, -41],
  ],
];

function inside([x, y], polygon) {
  let isIn = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) isIn = !isIn;
  }
  return isIn;
}

// Equirectangular projection, the map a little wider than the frame so it can drift.
const MAP_W = 1500;
const SCALE = MAP_W / 360;
const TOP_LAT = 78;
const MAP_TOP = 64;
const project = (lon, lat) => [(lon + 180) * SCALE, MAP_TOP + (TOP_LAT - lat) * SCALE];

const STEP = 2.6;
const dots = [];
for (let lat = TOP_LAT; lat > -56; lat -= STEP) {
  for (let lon = -180 + STEP / 2; lon < 180; lon += STEP) {
    if (LAND.some((polygon) => inside([lon, lat], polygon))) dots.push(project(lon, lat));
  }
}

const CITIES = {
  toronto: [-79.4, 43.7],
  newYork: [-74, 40.7],
  vancouver: [-123.1, 49.3],
  london: [-0.1, 51.5],
  rome: [12.5, 41.9],
  milan: [9.2, 45.5],
  dubai: [55.3, 25.2],
  delhi: [77.2, 28.6],
  manila: [121, 14.6],
  sydney: [151.2, -33.9],
  perth: [115.9, -31.9],
  lagos: [3.4, 6.5],
  saoPaulo: [-46.6, -23.5],
};
const ROUTES_ = [
  ['delhi', 'toronto', 0.0],
  ['manila', 'sydney', 0.35],
  ['lagos', 'rome', 0.6],
  ['london', 'newYork', 0.15],
  ['dubai', 'perth', 0.8],
  ['saoPaulo', 'milan', 0.45],
  ['manila', 'dubai', 0.7],
];

// A flight path: a quadratic curve bowed towards the pole.
function arc(from, to) {
  const [x1, y1] = project(...CITIES[from]);
  const [x2, y2] = project(...CITIES[to]);
  const dx = x2 - x1;
  const lift = Math.min(180, Math.abs(dx) * 0.28 + 40);
  return { x1, y1, x2, y2, cx: (x1 + x2) / 2, cy: Math.min(y1, y2) - lift };
}
const point = (a, t) => [
  (1 - t) ** 2 * a.x1 + 2 * (1 - t) * t * a.cx + t ** 2 * a.x2,
  (1 - t) ** 2 * a.y1 + 2 * (1 - t) * t * a.cy + t ** 2 * a.y2,
];
const arcs = ROUTES_.map(([from, to, phase]) => ({ ...arc(from, to), phase }));

const f = (n) => n.toFixed(1);
const dotsPath = dots.map(([x, y]) => `M${f(x)} ${f(y)}h0`).join('');

mkdirSync(outDir, { recursive: true });
for (let frame = 0; frame < FRAMES; frame += 1) {
  const t = frame / FRAMES; // 0..1 over the loop
  const angle = 2 * Math.PI * t;
  // The map sways 70 px left and right and 12 px up and down over the loop.
  const offsetX = (W - MAP_W) / 2 + 70 * Math.sin(angle);
  const offsetY = 12 * Math.sin(2 * angle);
  const glowX = W * (0.62 + 0.18 * Math.cos(angle));
  const glowY = H * (0.3 + 0.12 * Math.sin(angle));

  const flights = arcs
    .map((a) => {
      const u = (t + a.phase) % 1;
      const [px, py] = point(a, u);
      const fade = Math.sin(Math.PI * u); // planes fade in at take-off and out on landing
      return `<path d="M${f(a.x1)} ${f(a.y1)}Q${f(a.cx)} ${f(a.cy)} ${f(a.x2)} ${f(a.y2)}" class="route"/>
<circle cx="${f(a.x1)}" cy="${f(a.y1)}" r="4" class="city"/><circle cx="${f(a.x2)}" cy="${f(a.y2)}" r="4" class="city"/>
<circle cx="${f(px)}" cy="${f(py)}" r="13" fill="url(#halo)" opacity="${(0.9 * fade).toFixed(3)}"/>
<circle cx="${f(px)}" cy="${f(py)}" r="3.6" fill="#ffe2a3" opacity="${fade.toFixed(3)}"/>`;
    })
    .join('\n');

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#061528"/><stop offset="0.5" stop-color="#0b2545"/><stop offset="1" stop-color="#13315c"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#13a89e" stop-opacity="0.34"/><stop offset="1" stop-color="#13a89e" stop-opacity="0"/></radialGradient>
<radialGradient id="glow2"><stop offset="0" stop-color="#3b82f6" stop-opacity="0.2"/><stop offset="1" stop-color="#3b82f6" stop-opacity="0"/></radialGradient>
<radialGradient id="halo"><stop offset="0" stop-color="#f4b942" stop-opacity="0.8"/><stop offset="1" stop-color="#f4b942" stop-opacity="0"/></radialGradient>
<style>.route{fill:none;stroke:#f4b942;stroke-opacity:.32;stroke-width:1.6;stroke-dasharray:2 7;stroke-linecap:round}.city{fill:#f4b942;fill-opacity:.75}</style>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<ellipse cx="${f(glowX)}" cy="${f(glowY)}" rx="560" ry="420" fill="url(#glow)"/>
<ellipse cx="${f(W - glowX + 200)}" cy="${f(H - glowY + 120)}" rx="520" ry="380" fill="url(#glow2)"/>
<g transform="translate(${f(offsetX)} ${f(offsetY)})">
<path d="${dotsPath}" stroke="#cfe3f7" stroke-opacity="0.34" stroke-width="3.6" stroke-linecap="round"/>
${flights}
</g>
</svg>`;
  writeFileSync(join(outDir, `frame-${String(frame).padStart(3, '0')}.svg`), svg);
}
console.log(`${FRAMES} frames (${dots.length} map dots) in ${outDir}`);
