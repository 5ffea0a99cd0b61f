import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The web app is built into dist/web and served by the Fastify app (npm start). In development (npm run dev) Vite
// serves it with hot reload and proxies the API to the server on API_PORT.
const apiPort = process.env.API_PORT ?? '3001';
const apiTarget = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [
    react(),
    // The service worker (src/web/sw.js, decision 024) with the built shell's file list injected; main.tsx registers
    // it and public/manifest.webmanifest stays the manifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.js',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,woff2}'], globIgnores: ['landing.html'] },
    }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // scripts/prerender-landing.mjs reads which stylesheets the landing's chunk needs.
    manifest: true,
  },
  server: {
    port: 3000,
    proxy: {
      '/api': apiTarget,
      '/trpc': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
