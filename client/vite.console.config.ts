import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The testers' console (console.html, src/console/), built by the player's app build right after it,
 * into the same dist/ (build/console-build.ts), whose precompress then covers both. A build of its
 * own shares no chunk with the player's entries, so the player's files are the same with or without
 * it (scripts/check-budgets.ts). The mock serves it at /console; in development the app's Vite
 * server serves console.html (vite.config.ts).
 */
export default defineConfig({
  plugins: [react()],
  base: './',
  // `@/` is src/ (tsconfig.json's `paths`).
  resolve: { tsconfigPaths: true },
  // The player's build has copied public/ already; the console needs none of it.
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'assets/console',
    manifest: '.vite/console-manifest.json',
    rolldownOptions: { input: 'console.html' },
  },
});
