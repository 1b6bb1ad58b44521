/** Up to two initials from a display name: "Ada Lovelace" -> "AL", "plato" -> "P". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  const initials = `${first}${last}`.toUpperCase();
  // Only letters and digits reach the SVG markup, so a name can never inject anything into it.
  return initials.replace(/[^\p{L}\p{N}]/gu, '') || '?';
}

// Brand-family background colours, each dark enough for white initials at AA contrast.
const COLOURS = ['#0b2545', '#13315c', '#0f766e', '#7c2d12', '#5b21b6', '#1d4ed8'] as const;

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? COLOURS[0];
}

/**
 * A data: URL of a round SVG avatar with the name's initials. data: images are allowed by the CSP
 * (img-src 'self' data:), and no profile photo upload exists yet.
 */
export function avatarDataUrl(name: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">` +
    `<circle cx="20" cy="20" r="20" fill="${colourFor(name)}"/>` +
    `<text x="20" y="25.5" text-anchor="middle" font-family="system-ui,sans-serif" font-size="15" ` +
    `font-weight="600" fill="#fff">${initialsOf(name)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
