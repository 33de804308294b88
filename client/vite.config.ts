import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Relative asset URLs so one build can be served from any folder (the mock server or a CDN path).
  base: './',
  server: { port: 5173, host: true },
  // The manifest lets scripts/check-budgets.ts find route chunks by source path.
  build: { target: 'es2022', cssCodeSplit: true, reportCompressedSize: true, manifest: true },
});
