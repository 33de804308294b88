import { defineConfig } from 'vitest/config';

// Browser journeys: Debian Chromium via playwright-core against the real mock server serving the
// built client. One file at a time: each starts its own server and browser on this 2-core machine.
export default defineConfig({
  test: {
    name: 'e2e',
    root: __dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
