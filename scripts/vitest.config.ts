import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['test/**/*.test.ts', 'lib/**/*.test.ts'],
    testTimeout: 60_000,
    // The probe's tests start mocks through mock-server's test helper, on copies of seeded templates.
    globalSetup: ['../mock-server/test/support/seed-templates-setup.ts'],
  },
});
