import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers with a strict Content-Security-Policy the built web app satisfies: no inline or
 * eval'd script. Inline styles are allowed because react-hot-toast injects its own <style>.
 * upgrade-insecure-requests is left out so a plain-http deployment on a LAN address still loads
 * its assets; HSTS stays on (browsers ignore it over http, and honour it behind TLS).
 *
 * helmet is built once here: @fastify/helmet rebuilt it (re-parsing the policy) on every request,
 * a tenth of the CPU of a public enquiry.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // blob: lets the upload previews of chosen files be read back (Chromium checks connect-src).
          connectSrc: ["'self'", 'blob:'],
          mediaSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) =>
      headers(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
    // Nothing under /api may be kept by a browser or a proxy: answers carry tokens (sign-in,
    // refresh) or personal data (applicants, their photos and documents, users), and a cached one
    // outlives the session (Back after sign-out, a shared office computer). One rule for every
    // answer, errors included; there is no deliberate exception.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') || request.url === '/api')
        reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  },
  { name: 'security' },
);
