/**
 * Screen labels of the web app, one module per area of the product: navigation, headings, column
 * titles and buttons named by the specification (section 2) plus the ones the product adds. They
 * live beside MESSAGES so that the web app and the end-to-end tests find elements by the same
 * accessible names. LABELS holds every area; the public pages import their own area's object
 * (PUBLIC_LABELS, ENQUIRY_LABELS: the same objects as in LABELS) because a bundler ships a whole
 * object, and LABELS would bring the back-office's labels to the landing page.
 *
 * A new area: a module here exporting its object, spread into LABELS below.
 */

import { APPLICATION_EXPORT_LABELS } from './application-export.ts';
import { APPLICATION_LABELS } from './applications.ts';
import { AUDIT_LABELS } from './audit.ts';
import { BACK_OFFICE_LABELS } from './back-office.ts';
import { CASE_OWNER_LABELS } from './case-owner.ts';
import { ENQUIRY_LABELS } from './enquiry.ts';
import { PUBLIC_LABELS } from './public.ts';
import { RECENTLY_DELETED_LABELS } from './recently-deleted.ts';
import { RECORD_HISTORY_LABELS } from './record-history.ts';
import { RESOURCE_LABELS } from './resources.ts';

export { ENQUIRY_LABELS } from './enquiry.ts';
export { PUBLIC_LABELS } from './public.ts';
/** Two-step sign-in's labels: the login chunk reads them without the back-office's. */
export { TWO_FACTOR_LABELS } from './two-factor.ts';
/**
 * The verifiable printout's labels stay out of LABELS: every area in LABELS is in the chunk the
 * landing page loads, and these are read only by the verification page and the two printed
 * results. Import VERIFY_LABELS itself.
 */
export { VERIFY_LABELS } from './verification.ts';

/** Every label, by area: `LABELS.<area>.<label>`. */
export const LABELS = {
  ...PUBLIC_LABELS,
  ...ENQUIRY_LABELS,
  ...BACK_OFFICE_LABELS,
  ...APPLICATION_LABELS,
  ...APPLICATION_EXPORT_LABELS,
  ...RESOURCE_LABELS,
  ...RECORD_HISTORY_LABELS,
  ...RECENTLY_DELETED_LABELS,
  ...CASE_OWNER_LABELS,
  ...AUDIT_LABELS,
} as const;
