import { ROUTES } from '@visadesk/contract/plain';

/**
 * The link's token: from the fragment (`/upload/#<token>`, what the mail sends), or from the path
 * (`/upload/<token>`, typed by hand or from a message that lost the `#`), which is then moved into
 * the fragment so that it is in no later request, log or referrer.
 */
export function takeUploadToken(
  location: Pick<Location, 'pathname' | 'hash'>,
  history?: Pick<History, 'replaceState'>,
): string {
  const fromHash = location.hash.slice(1);
  if (fromHash) return fromHash;
  const fromPath = location.pathname.startsWith(ROUTES.upload)
    ? decodeURIComponent(location.pathname.slice(ROUTES.upload.length))
    : '';
  if (fromPath) history?.replaceState(null, '', `${ROUTES.upload}#${fromPath}`);
  return fromPath;
}
