import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The unit tests render with React itself: Testing Library's act and renderHook rely on React's own
// semantics (act passes its callback's result through; preact/test-utils' does not). The app runs
// on Preact through preact/compat (vite.config.ts, docs/decisions/011), which the browser journeys
// exercise on the build and on the dev server.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'client',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 15_000,
  },
});
