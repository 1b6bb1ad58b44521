import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_SETTINGS, MESSAGES, PRERENDERED_PAGES } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOfficeNamedPages, preferredEncoding } from './office-named-pages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A page's path as the client app's router matches it: any case, no trailing slash. */
const pagePath = (url: string): string => url.toLowerCase().replace(/(.)\/+$/, '$1');

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, the
 * prerendered public pages (`/`, `/enquiry`) as their own HTML, and index.html for every other
 * client-side route, each page named for the office (office-named-pages.ts). Unknown /api paths
 * and missing files stay real 404s.
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
    const pages = createOfficeNamedPages(
      root,
      ['index.html', ...prerendered.values()],
      DEFAULT_SETTINGS.siteName,
      app.config.publicUrl,
    );
    if (!hasWebApp) app.log.warn({ root }, 'web app not built: serving the API only (run npm run build)');
    else {
      await app.register(fastifyStatic, {
        root,
        // `/` is the prerendered landing page, answered below like every page.
        index: false,
        // One route per built file: any other path goes to the not-found handler below (a wildcard
        // route answered a name too long for the file system with 403).
        wildcard: false,
        // The build's .br and .gz copies (made at build) are sent for their files, not as routes.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        // The pages themselves are answered below, with the office's name (`/index.html` too).
        allowedPath: (pathName) => !pages.has(pathName.slice(1)),
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.header(
            'Cache-Control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      const file = pages.has(url.slice(1))
        ? url.slice(1)
        : !url.startsWith('/api') && !path.extname(url) && pageFile(url);
      if (!hasWebApp || !isRead || !file || !pages.has(file))
        return reply.status(404).send({ message: MESSAGES.common.routeNotFound });
      const { siteName } = await app.officeSettings.read();
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const { body, etag } = await pages.page(file, siteName, encoding);
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'accept-encoding')
        .header('ETag', etag)
        .type('text/html; charset=utf-8');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(body);
    });
  },
  { name: 'web-app', decorators: { fastify: ['config', 'officeSettings'] } },
);
