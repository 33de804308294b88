import { defineConfig, mergeConfig } from 'vitest/config';
import journeys from './vitest.config';

// The same journeys against the mock's lenient profile (answers like the real providers,
// docs/lenient-profile.md), the client configured for it by the config.json the mock serves.
export default mergeConfig(
  journeys,
  defineConfig({ test: { name: 'e2e-lenient', env: { E2E_PROVIDER_PROFILE: 'lenient' } } }),
);
