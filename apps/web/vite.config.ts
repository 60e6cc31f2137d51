import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompressBuild } from '../../scripts/precompress.ts';

/** The build's last step: a .br and a .gz beside every text file, which the server sends as they are. */
const precompress = (): Plugin => ({
  name: 'reelhire-precompress',
  // The browser's build only: the server's (dist-ssr, decision 0080) is read from disk by the server.
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  async closeBundle() {
    const count = await precompressBuild(path.resolve(import.meta.dirname, 'dist'));
    this.info(`precompressed ${count} files (brotli and gzip)`);
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // The server build (decision 0080) carries its own production React and libraries, whatever NODE_ENV
  // the server runs with: React's development build renders a page several times slower.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    // `npm run dev`: the API server runs beside Vite.
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The size budget is checked by bench/budgets/first-load-js.ts; this only keeps the build log quiet.
    chunkSizeWarningLimit: 600,
    // Read by bench/budgets/first-load-js.ts to follow what each public page loads first.
    manifest: true,
    // The server build (decision 0080) serves no files of its own.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // Without this, a route pulls in dozens of sub-kilobyte shared chunks (one per icon, per small
      // component), and on a phone each costs a round trip on one of six connections: /talent needed 35
      // files before it painted. Shared chunks under 4 KB are copied into the chunks that use them instead
      // (decision 0021). The server's build (decision 0080) loads its chunks from disk and keeps them apart.
      output: isSsrBuild ? {} : { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4096 } } },
      onLog(level, log, handler) {
        // Inlining turns on strict execution order, which makes Rolldown notice that Tailwind's CSS step
        // has no source map; the JavaScript maps are unaffected.
        if (log.code === 'SOURCEMAP_BROKEN' && log.plugin?.startsWith('@tailwindcss/vite')) return;
        handler(level, log);
      },
    },
  },
  test: {
    name: 'web',
    globals: true,
    environment: 'jsdom',
    // Each file still runs in a fresh context, but jsdom and the imports are set up once per worker thread,
    // not once per file: the web tests took a third of the CPU and finish about three times sooner
    // (docs/decisions/0067, "The suite's own time").
    pool: 'vmThreads',
    // A pool of its own runs as its own group: after the server's and shared tests, not beside them.
    sequence: { groupOrder: 1 },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Above the 5 s that findBy/waitFor may wait (src/test/setup.ts).
    testTimeout: 15_000,
    css: false,
  },
}));
