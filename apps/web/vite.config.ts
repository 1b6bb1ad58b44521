import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedHead } from './shared-head.ts';

export default defineConfig({
  plugins: [react(), sharedHead()],
  build: {
    outDir: 'dist',
    // Read by scripts/build-public.mjs (what /enquiry prefetches for /view-one), then removed.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The contract's modules only define values, so a chunk may drop the ones it does not read:
        // an admin screen importing one schema does not carry the others. The public pages do not
        // rely on this: they import '@visadesk/contract/plain', which holds no zod at all.
        moduleSideEffects: (id) => (id.includes('/packages/contract/src/') ? false : undefined),
      },
    },
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and the global colour functions; quietDeps hides its
      // own warnings, and the layers in src/styles/bootstrap must @import it too.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions'] },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
