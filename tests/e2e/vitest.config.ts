import { defineConfig } from 'vitest/config';

// Browser journeys: Debian Chromium via playwright-core against the real mock server serving the
// built client. One Chromium and one folder of seeded templates for the whole run (global setups);
// each file starts its own mock server on a copy of a template.
export default defineConfig({
  // The client's @/ imports (client/tsconfig.json), for journeys that read its route table.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'e2e',
    root: __dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    // Fails a journey whose client sent a field an endpoint does not need (support/exact-requests-setup.ts).
    setupFiles: ['./support/exact-requests-setup.ts'],
    globalSetup: [
      '../../mock-server/test/support/seed-templates-setup.ts',
      './support/chromium-setup.ts',
    ],
    // Two files at a time: a journey mostly waits (for the page, a poll, a toast), so two of them
    // share a 2-core machine well.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // What a journey waits for on the page (a request sent, a notification shown) gets 10 s of
    // real time, not expect.poll's default 1 s: `npm test` runs lint and typecheck beside the
    // journeys on 2 cores, and a busy page then needs seconds. The app's own time is the page's
    // fake clock, so a longer wait never lets a wrong timing pass.
    expect: { poll: { timeout: 10_000 } },
  },
});
