import { isIP } from 'node:net';

/**
 * Whether an address can be opened only on the server's own machine (or by nobody): a loopback
 * host, `localhost` and its subdomains, or the unspecified address a server listens on. Links in
 * mails and the stamp on printouts made with such an address lead applicants nowhere.
 */
export function isLocalOnlyAddress(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return true;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.') || host === '0.0.0.0';
  if (isIP(host) === 6) return host === '::1' || host === '::' || /^::ffff:(127\.|7f)/.test(host);
  return false;
}
