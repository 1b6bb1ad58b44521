import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    rolldownOptions: {
      treeshake: {
        // The contract's schema modules call zod at load time, so without this hint the public pages
        // (which only read MESSAGES, LABELS and ROUTES) would carry all of zod. Its modules only
        // define values, so dropping the unused ones is safe.
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
