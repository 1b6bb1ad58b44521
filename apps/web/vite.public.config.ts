import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import appConfig from './vite.config.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The prerendered public pages (`/` and `/enquiry`), built after the client app into
 * the same dist/ by scripts/build-public.mjs. Their components are the app's own, but here React is
 * Preact's compat layer (about 11 kB of gzip JS where React DOM is 60) and react-router is
 * full-page-router.tsx, so each page loads a fraction of the app's runtime. The same aliases serve
 * the server-side build that renders their HTML.
 */
export default mergeConfig(
  appConfig,
  defineConfig({
    resolve: {
      alias: [
        { find: /^react$/, replacement: 'preact/compat' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
        { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react-router$/, replacement: here('./src/public/pages/full-page-router.tsx') },
      ],
    },
    build: {
      emptyOutDir: false,
      manifest: false,
      rolldownOptions: {
        input: { landing: here('./landing.html'), enquiry: here('./enquiry.html') },
      },
    },
  }),
);
