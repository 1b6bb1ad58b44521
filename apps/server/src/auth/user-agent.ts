import Bowser from 'bowser';

/** A browser's and system's names, as the sessions list and the new-browser mail show them. */
export type ClientDescription = { browser: string | null; system: string | null };

/** "Chrome 131", "Firefox": the name and the version's first part. */
const named = (name: string | undefined, version: string | undefined) =>
  name ? [name, version?.split('.')[0]].filter(Boolean).join(' ') : null;

/**
 * Reads a user agent with bowser: the browser and the system with their major
 * versions, or null for what it does not name. A user agent is what the client says; the list shows
 * it as a hint, never as proof.
 */
export function describeUserAgent(userAgent: string | null): ClientDescription {
  if (!userAgent) return { browser: null, system: null };
  const parser = Bowser.getParser(userAgent);
  const os = parser.getOS();
  return {
    browser: named(parser.getBrowserName() || undefined, parser.getBrowserVersion() || undefined),
    system: named(os.name, os.versionName ?? os.version),
  };
}

/** "Firefox 133 on Windows 10", or what is known of it. */
export function clientInWords({ browser, system }: ClientDescription): string {
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'An unknown browser';
}
