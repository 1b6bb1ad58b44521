import { MESSAGES } from '@visadesk/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * An onRequest hook for the routes a refresh cookie drives (refresh, sign-out): a request that
 * names the page it came from (`Origin`, which browsers send with every POST) must come from this
 * site, as the client reached it or as PUBLIC_URL names it. The cookie is SameSite=Strict already;
 * this holds when a browser, an extension or a proxy in between does not. API clients send no
 * Origin and present their token in the body, so they are let through.
 */
export function sameSiteOnly(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin === publicOrigin || origin === `${request.protocol}://${request.host}`) return;
    throw new AppError('FORBIDDEN', MESSAGES.auth.otherSite);
  };
}
