import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The same React the build and the dev server run.
export default defineProject({
  plugins: [react()],
  // `@/` is src/ (tsconfig.json's `paths`).
  resolve: { tsconfigPaths: true },
  test: {
    name: 'client',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // The prerender bundle the build writes pages with (src/prerender.test.tsx hydrates them).
    globalSetup: ['./build/prerender-setup.ts'],
    testTimeout: 15_000,
  },
});
