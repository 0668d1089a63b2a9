import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in src/web; the build lands in dist/client (browser) and
// dist/render (the server-side renderer the prerender step imports). See
// docs/decisions/0003-prerendering.md.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // Inline module-preload polyfill would need an inline script; CSP forbids those.
    modulePreload: { polyfill: false },
    // Two pages: the public site (prerendered from index.html) and the staff console, a
    // separate entry so no public page ever loads console code (docs/decisions/0050).
    rolldownOptions: {
      input: {
        main: path.resolve(import.meta.dirname, 'src/web/index.html'),
        staff: path.resolve(import.meta.dirname, 'src/web/staff/index.html'),
      },
    },
  },
  server: {
    proxy: {
      '/webhook': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`,
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`,
    },
  },
});
