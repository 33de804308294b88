import { defineConfig } from 'vitest/config';

// One runner for unit and integration tests; browser journeys live in tests/e2e with their own config.
export default defineConfig({
  test: {
    projects: ['shared', 'mock-server', 'client', 'server', 'scripts'],
  },
});
