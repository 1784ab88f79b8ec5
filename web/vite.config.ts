/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { reportFile } from '../deploy/local/test-results.js';
import { VitestReportFile } from './vitest-report-file';

// `npm run dev` serves the app with hot reload and sends /api and /media to the running gateway.
const gateway = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 8080}`;

/**
 * The gateway takes calls that carry the shop's cookies only from the shop's own origin (its
 * cross-site checks); the dev server's pages are the shop's too, so their calls go on as the gateway's
 * own. A call from any other origin keeps its Origin, and is refused as it would be.
 */
const asTheShop: ProxyOptions = {
  target: gateway,
  configure: (proxy) =>
    proxy.on('proxyReq', (upstream, incoming) => {
      if (incoming.headers.origin === `http://${incoming.headers.host}`) upstream.setHeader('origin', gateway);
    }),
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: { '/api': asTheShop, '/media': gateway },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // No source maps in the built app: the gateway serves dist/ publicly, and the maps would publish
    // the app's sources. `npm run dev` still maps everything.
    sourcemap: false,
    reportCompressedSize: false,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    reporters: ['default', new VitestReportFile(reportFile('web', 'unit'))],
  },
});
