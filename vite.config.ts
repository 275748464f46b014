import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileCataloguesPlugin } from './scripts/compile-catalogues.ts';
import { precompressPlugin } from './scripts/precompress-assets.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '5001'}`;

const alias = {
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
  'use-sync-external-store/shim/index.js': fileURLToPath(
    new URL('./web/src/lib/use-sync-external-store-shim.ts', import.meta.url),
  ),
};

/** The browser's app (dist/web), and the dev server. */
const client: UserConfig = {
  root: 'web',
  publicDir: 'public',
  plugins: [
    compileCataloguesPlugin(),
    react(),
    tailwindcss(),
    // The door's service worker (web/src/sw/door-sw.ts, issue 16): precaches the build for the admin
    // pages only. It is registered by the scan page, scoped to /admin/, with its own manifest
    // (public/door.webmanifest): nothing of it reaches the public pages.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'door-sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // A classic script, as the page registers it: the plugin's ES build sets rolldown's deprecated
        // inlineDynamicImports, which printed a warning at every build (issue 29).
        rollupFormat: 'iife',
        globPatterns: ['index.html', 'assets/*.{js,css,wasm}', 'favicon.svg', 'icons/*.png'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    precompressPlugin(),
  ],
  resolve: { alias },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // The bench reads it to know what each route downloads (bench/scenarios/web-size.ts).
    manifest: true,
    // Every browser we support has <link rel="modulepreload">: no polyfill in the landing chunk
    // (about 0.4 KB gzip of the 90 KB budget). Older Safari only loses the preloading.
    modulePreload: { polyfill: false },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget },
  },
};

/**
 * `vite build --ssr`: the landing page's server renderer (dist/ssr/entry-server.js, loaded by
 * server/modules/landing). React and the rest are bundled in, built for production, so the server
 * needs no dependency beyond its own (react and react-dom are devDependencies).
 */
const server: UserConfig = {
  root: 'web',
  publicDir: false,
  plugins: [compileCataloguesPlugin(), react()],
  resolve: { alias },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    rolldownOptions: { input: 'src/entry-server.tsx' },
    outDir: '../dist/ssr',
    emptyOutDir: true,
    target: 'node20',
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? server : client));
