import { defineConfig } from 'vitest/config';

// Browser journeys: Debian Chromium via playwright-core against the real mock server serving the
// built client. One Chromium and one folder of seeded templates for the whole run (global setups);
// each file starts its own mock server on a copy of a template.
export default defineConfig({
  test: {
    name: 'e2e',
    root: __dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: [
      '../../mock-server/test/support/seed-templates-setup.ts',
      './support/chromium-setup.ts',
    ],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
