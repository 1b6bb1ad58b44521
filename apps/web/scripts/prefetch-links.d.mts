/** See prefetch-links.mjs. */
export function prefetchLinks(dist: string, entries: string[]): string;
