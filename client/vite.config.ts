import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Relative asset URLs so one build can be served from any folder (the mock server or a CDN path).
  base: './',
  server: { port: 5173, host: true },
  build: { target: 'es2022', cssCodeSplit: true, reportCompressedSize: true },
});
