import { MESSAGES } from '@visadesk/contract';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The per-address limit of the public lookups (the enquiry, a printout's verification and its QR
 * code), as a route's `rateLimit` config: each route that uses it counts in a bucket of its own.
 */
export const enquiryRateLimit = ({ max, windowMs }: Config['rateLimits']['enquiry']) => ({
  max,
  timeWindow: windowMs,
  errorResponseBuilder: () => new AppError('RATE_LIMITED', MESSAGES.applications.enquiryRateLimited),
});
