import { defineConfig } from 'vitest/config';

// One runner for unit and integration tests; browser journeys live in tests/e2e with their own config.
export default defineConfig({
  test: {
    projects: [
      'shared',
      'mock-server',
      'client',
      'server',
      // The repository scripts' own logic (scripts/lib), e.g. the README commands check's parser.
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
