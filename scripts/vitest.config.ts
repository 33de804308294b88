import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['test/**/*.test.ts', 'lib/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
