import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    globalSetup: ['test/support/seed-templates-setup.ts'],
  },
});
