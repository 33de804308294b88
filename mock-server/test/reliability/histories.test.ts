import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestServer, istAt } from '../helper';
import {
  coverage,
  describeHistory,
  historyArbitrary,
  HistoryRun,
  type History,
  type Profile,
} from './history-run';

// Randomized concurrent histories on both profiles (docs/testing.md "Randomized histories"): a fixed
// seed and a bounded size here; HISTORY_RUNS and HISTORY_SEED make a longer or another run.

const RUNS = Number(process.env['HISTORY_RUNS'] ?? 6);
const SEED =
  process.env['HISTORY_SEED'] === 'random'
    ? Date.now()
    : Number(process.env['HISTORY_SEED'] ?? 20261128);
const SIZE = { rounds: Number(process.env['HISTORY_ROUNDS'] ?? 6), perRound: 8 };

async function play(profile: Profile, history: History): Promise<string[]> {
  const s = await createTestServer({
    now: istAt(11, 50),
    app: profile === 'lenient' ? { profile: 'lenient', noticeShare: 0 } : {},
  });
  try {
    const base = await s.app.listen({ host: '127.0.0.1', port: 0 });
    const run = new HistoryRun(s, base, profile);
    await run.startEpoch();
    for (const [i, round] of history.entries()) {
      await run.round(round);
      const problems = await run.check();
      if (problems.length > 0) return problems.map((p) => `after round ${i + 1}: ${p}`);
    }
    return [];
  } finally {
    await s.close();
  }
}

describe.each<Profile>(['spec', 'lenient'])(
  'randomized concurrent histories, %s profile',
  (profile) => {
    it(
      'keeps every accepted bid settled by the rules, no trace of a refused one, balances equal to their ledger and a passbook that only grows',
      async () => {
        await fc.assert(
          fc.asyncProperty(historyArbitrary(SIZE), async (history) => {
            const problems = await play(profile, history);
            expect(problems, describeHistory(history)).toEqual([]);
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: false },
        );
      },
      RUNS * 20_000,
    );
  },
);

// Runs after both profiles' histories (tests of a file run in order).
it('reaches what the histories are for: bids taken and refused beside declarations, wins, money and reseeds', () => {
  for (const [profile, counts] of Object.entries(coverage))
    for (const [what, count] of Object.entries(counts))
      expect(count, `${profile}: ${what}`).toBeGreaterThan(0);
});
