import sharp from 'sharp';
import { mrzLines, type PassportHolder } from './passport-mrz.ts';

/** A TD3 data page, 125 x 88 mm; its zone's characters sit 2.54 mm apart (Doc 9303 part 3). */
export const PAGE_MM = { width: 125, height: 88 } as const;
const PITCH_MM = 2.54;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const printed = (day: string) => {
  const [y, m, d] = day.split('-');
  const month = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][
    Number(m) - 1
  ];
  return `${d} ${month} ${y}`;
};

/** The page's printed fields, as labels over values, in a sans font. */
function visualZone(holder: PassportHolder): string {
  const rows: [string, string, number, number][] = [
    ['Surname / Nom', holder.surname, 38, 22],
    ['Given names / Prénoms', holder.givenNames, 38, 30],
    ['Nationality / Nationalité', holder.nationality.replace(/</g, ''), 38, 38],
    ['Date of birth', printed(holder.dob), 38, 46],
    ['Sex', holder.sex === '<' ? 'X' : holder.sex, 82, 46],
    ['Place of birth', 'CITY', 38, 54],
    ['Date of expiry', printed(holder.expiry), 82, 54],
    ['Passport No.', holder.passport, 92, 14],
  ];
  return rows
    .map(
      ([label, value, x, y]) =>
        `<text x="${x}" y="${y - 3.2}" font-size="2.2" fill="#55606e">${escapeXml(label)}</text>` +
        `<text x="${x}" y="${y}" font-size="3.3" fill="#1b1e24" font-weight="bold">${escapeXml(value)}</text>`,
    )
    .join('');
}

/** A light security print: wavy lines across the page, as data pages have. */
function guilloche(): string {
  const lines: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const y = 6 + i * 4.6;
    lines.push(
      `<path d="M0 ${y} C 30 ${y - 5}, 60 ${y + 5}, 90 ${y} S 125 ${y - 4}, 125 ${y}" stroke="#c9d8cf" stroke-width="0.25" fill="none"/>`,
    );
  }
  return lines.join('');
}

/** The data page as SVG, in millimetres: header, photo, printed fields and the zone in OCR-B. */
export function dataPageSvg(holder: PassportHolder, pixelsWide: number, zone = mrzLines(holder)): string {
  const [line1, line2] = zone;
  const zoneWidth = 44 * PITCH_MM;
  const mrzText = (line: string, y: number) =>
    `<text x="6" y="${y}" font-family="OCR B" font-size="3.6" textLength="${zoneWidth}" lengthAdjust="spacing" fill="#111">${escapeXml(line)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PAGE_MM.width} ${PAGE_MM.height}" width="${pixelsWide}" height="${Math.round((pixelsWide * PAGE_MM.height) / PAGE_MM.width)}">
  <rect width="125" height="88" fill="#eef1e8"/>
  ${guilloche()}
  <g font-family="DejaVu Sans">
    <text x="6" y="8" font-size="3.4" fill="#2d3c5a" font-weight="bold">PASSPORT / PASSEPORT</text>
    <text x="60" y="8" font-size="2.4" fill="#2d3c5a">Type P   Code ${escapeXml(holder.issuingState.replace(/</g, ''))}</text>
    <rect x="6" y="12" width="28" height="36" rx="1" fill="#b8bfc8"/>
    <ellipse cx="20" cy="26" rx="7.5" ry="9.5" fill="#8a7866"/>
    <path d="M7 48 C 9 38, 31 38, 33 48 Z" fill="#3e4a5c"/>
    ${visualZone(holder)}
  </g>
  <rect x="0" y="66" width="125" height="22" fill="#f6f7f3"/>
  ${mrzText(line1, 76.6)}
  ${mrzText(line2, 81.8)}
</svg>`;
}

/** The page rendered at `pixelsWide` across, as raw RGB; `zone` prints other lines than the holder's. */
export async function renderDataPage(holder: PassportHolder, pixelsWide: number, zone?: [string, string]) {
  const { data, info } = await sharp(Buffer.from(dataPageSvg(holder, pixelsWide, zone)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
