import type { RateKey } from '@matka/shared/rules';
import { writeSettings } from '../services/settings';
import type { Scenario } from './scenario-schema';
import type { SeedRun } from './seed-run';

/** The headlines of a scenario that names none. */
const DEFAULT_HEADLINES = [
  {
    id: 1,
    status: '1' as const,
    notes: 'Welcome to King Matka! Fast deposit and withdraw, 24x7 support.',
  },
  {
    id: 2,
    status: '1' as const,
    notes: 'Deposits are credited after verification. Minimum deposit 100 points.',
  },
  { id: 3, status: '0' as const, notes: '' },
];

/** The provider's settings, the three rate tables and the headlines. */
export function seedSettings({ ctx }: SeedRun, scenario: Scenario): void {
  const { repos } = ctx;
  writeSettings(repos.content, scenario.settings);
  for (const kind of ['main', 'starline', 'gali'] as const) {
    for (const [key, pair] of Object.entries(scenario.rates[kind] ?? {})) {
      if (pair !== undefined) repos.rates.upsert(kind, key as RateKey, pair[0], pair[1]);
    }
  }
  const headlines = scenario.headlines.length > 0 ? scenario.headlines : DEFAULT_HEADLINES;
  for (const h of headlines) repos.content.putHeadline(h.id, h.status, h.notes);
}
