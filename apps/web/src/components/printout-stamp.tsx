import '../styles/printout-stamp.css';
import type { PrintVerification } from '@visadesk/contract';
import { APPLICATION_API, VERIFY_LABELS } from '@visadesk/contract/plain';

const P = VERIFY_LABELS.printout;

/**
 * What makes a printed result checkable: the QR code of its verification address
 * and the address itself, on paper only (the screen already is the server's word). The QR code is
 * the server's SVG image of the token, so the page carries no QR code library.
 */
export function PrintoutStamp({ verification }: { verification: PrintVerification }) {
  return (
    <section className="printout-stamp" aria-label={P.heading}>
      <img className="printout-stamp-qr" src={APPLICATION_API.verifyQr(verification.token)} alt={P.qrAlt} />
      <div>
        <p className="printout-stamp-heading">{P.heading}</p>
        <p className="printout-stamp-text">{P.instructions}</p>
        <p className="printout-stamp-url">{verification.url}</p>
      </div>
    </section>
  );
}
