import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemClock, type Clock } from '@matka/shared/time';
import { buildApp } from '../app';
import { DEFAULT_APP_KEY, type ProviderProfile } from '../config';
import { LENIENT_PROVIDER_SECTION } from '../lib/lenient-provider-section';
import { seedScenario } from '../seed';
import type { MockTarget } from './mock-target';

/** A mock of the play runner's own: a temporary database, 127.0.0.1 on a free port. */
export interface OwnMock {
  readonly target: MockTarget;
  close(): Promise<void>;
}

/**
 * Starts a mock on a fresh temporary database seeded with `default` (a script reseeds what it
 * needs), no abuse limits, silent. `clock` is its base clock (tests pass a fixed one); `profile`
 * how it answers (docs/lenient-profile.md), the target then carrying that profile's paths
 * and withdraw codes.
 */
export async function startOwnMock(
  options: { clock?: Clock; profile?: ProviderProfile } = {},
): Promise<OwnMock> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-play-'));
  const dbFile = path.join(dir, 'play.db');
  const clock = options.clock ?? systemClock;
  await seedScenario({ dbFile, scenario: 'default', clock });
  const controlToken = randomBytes(24).toString('base64url');
  const app = await buildApp({
    dbFile,
    clock,
    appKey: DEFAULT_APP_KEY,
    controlToken,
    rateLimit: false,
    logger: false,
    profile: options.profile ?? 'spec',
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    target: {
      baseUrl,
      appKey: DEFAULT_APP_KEY,
      controlToken,
      ...(options.profile === 'lenient' ? { provider: LENIENT_PROVIDER_SECTION } : {}),
    },
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
