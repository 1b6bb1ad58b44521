import {
  type ApplicationStatus,
  maskPassport,
  type PrintVerification,
  type VerificationResult,
  verifyPath,
} from '@visadesk/contract';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { keptResults } from '../../lib/kept-results.ts';
import * as repo from './lookups.repository.ts';
import type { PrintoutTokens } from './printout-tokens.ts';

export type Printouts = ReturnType<typeof createPrintouts>;

/** QR codes kept for reuse; the whole set is dropped when it fills (as signed file URLs are). */
export const QR_CODES_KEPT = 1000;

/**
 * Verifiable printouts: what a printed result carries (a signed token, its
 * verification address under PUBLIC_URL, and that address as a QR code), and what the verification
 * page is told of a token. The QR code is drawn here, as SVG, so the public pages carry no QR code
 * library.
 */
export function createPrintouts(db: Db, tokens: PrintoutTokens, publicUrl: string) {
  const urlOf = (token: string) => `${publicUrl}${verifyPath(token)}`;

  // A code takes a few milliseconds to draw, twenty times the enquiry's query, so it is not part of
  // the enquiry's answer but an image of its own, asked for once per printout shown and then kept by
  // the browser; a reload or a second look at the same status draws nothing.
  // Level M survives a crease or a smudge; a two-module margin, as paper around it is white.
  const qrCodeOf = keptResults(QR_CODES_KEPT, (url) =>
    QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
  );

  function issue(subject: { id: string; isStatus: ApplicationStatus; statusSince: Date }) {
    const token = tokens.sign({ id: subject.id, status: subject.isStatus, since: subject.statusSince });
    return { token, url: urlOf(token) } satisfies PrintVerification;
  }

  return {
    issue,

    /**
     * The QR code (SVG) of a token's verification address; undefined for a token this server did
     * not sign, so the server draws codes of its own printouts only.
     */
    async qrCodeFor(token: string): Promise<string | undefined> {
      return tokens.read(token) ? qrCodeOf(urlOf(token)) : undefined;
    },

    /**
     * Any text gets a verdict: a token this server did not sign is "not genuine" before the
     * database is asked; a genuine one is current while the application keeps the status and the
     * status change it certifies.
     */
    async verify(token: string): Promise<VerificationResult> {
      const claim = tokens.read(token);
      if (!claim) return { verdict: 'notGenuine' };
      const subject = await repo.getPrintoutSubject(db, claim.id);
      if (!subject) return { verdict: 'notOnRecord' };
      const isCurrent =
        subject.isStatus === claim.status && subject.statusSince.getTime() === claim.since.getTime();
      return {
        verdict: isCurrent ? 'current' : 'superseded',
        name: `${subject.givenN} ${subject.surname}`,
        reference: subject.reference,
        passport: maskPassport(subject.passport),
        status: claim.status,
        statusSince: claim.since.toISOString(),
      };
    },
  };
}
