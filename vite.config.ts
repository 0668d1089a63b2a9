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
  },
  server: {
    proxy: {
      '/webhook': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`,
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`,
    },
  },
});
