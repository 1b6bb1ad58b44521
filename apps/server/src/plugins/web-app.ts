import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES, PRERENDERED_PAGES } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A page's path as the client app's router matches it: any case, no trailing slash. */
const pagePath = (url: string): string => url.toLowerCase().replace(/(.)\/+$/, '$1');

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, the
 * prerendered public pages (`/`, `/enquiry`: decision 129) as their own HTML, and index.html for
 * every other client-side route. Unknown /api paths and missing files stay real 404s.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance) => {
    const root = app.config.webDist;
    const hasWebApp = existsSync(path.join(root, 'index.html'));
    // A build without the prerendered pages (or a test's dist) answers them with index.html too.
    const prerendered = new Map(
      Object.entries(PRERENDERED_PAGES).filter(([, file]) => existsSync(path.join(root, file))),
    );
    const pageFile = (url: string) => prerendered.get(pagePath(url)) ?? 'index.html';
    if (!hasWebApp) app.log.warn({ root }, 'web app not built: serving the API only (run npm run build)');
    else {
      await app.register(fastifyStatic, {
        root,
        // `/` is the prerendered landing page, answered below like every page.
        index: false,
        // One route per built file: any other path goes to the not-found handler below (a wildcard
        // route answered a name too long for the file system with 403).
        wildcard: false,
        // The build's .br and .gz copies (decision 139) are sent for their files, not routes of their own.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.header(
            'Cache-Control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/api') &&
        !path.extname(url);
      if (hasWebApp && isPage) {
        return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile(pageFile(url));
      }
      return reply.status(404).send({ message: MESSAGES.common.routeNotFound });
    });
  },
  { name: 'web-app', decorators: { fastify: ['config'] } },
);
