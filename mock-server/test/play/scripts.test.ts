import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@matka/shared/time';
import { controlClient } from '../../src/play/mock-target';
import { startOwnMock, type OwnMock } from '../../src/play/own-mock';
import { playScript, type PlayResult } from '../../src/play/runner';
import { loadScript, shippedScripts } from '../../src/play/script-file';
import { parseScript } from '../../src/play/script-schema';
import { istAt } from '../helper';

/**
 * The shipped play scripts (fixtures/scripts) against a mock on a temporary database, through HTTP
 * as `npm run play` runs them; and what the runner does with a failing expectation or a bad script.
 * The mock's base clock is fixed (each script sets the time it needs), so no run depends on the date.
 */

let mock: OwnMock;
beforeAll(async () => {
  mock = await startOwnMock({ clock: fixedClock(istAt(10)) });
});
afterAll(async () => {
  await mock.close();
});

async function play(
  raw: unknown,
  dir = os.tmpdir(),
): Promise<{ result: PlayResult; out: string[] }> {
  const out: string[] = [];
  const result = await playScript(parseScript(raw, 'test script'), mock.target, {
    dir,
    log: (line) => out.push(line),
  });
  return { result, out };
}

describe('the shipped scripts', () => {
  it('ships at least the six hard cases', () => {
    expect(shippedScripts()).toEqual(
      expect.arrayContaining([
        'night-market-across-midnight',
        'result-correction-after-payout',
        'withdrawal-window-edges',
        'transfer-to-charts-only-player',
        'starline-last-slot',
        'gali-payout',
      ]),
    );
  });

  it.each(shippedScripts())(
    '%s passes every step, and leaves the clock as it found it, saying so',
    async (name) => {
      const { script, file } = loadScript(name);
      const out: string[] = [];
      const clock = controlClient(mock.target);
      const before = await clock('clockNow', {});
      const result = await playScript(script, mock.target, {
        dir: path.dirname(file),
        log: (line) => out.push(line),
      });
      expect(result.failure, out.join('\n')).toBeUndefined();
      expect(result).toEqual({ ok: true, passed: script.steps.length + 1 });
      expect(out.at(-2)).toMatch(/the money invariants hold \.\.\. ok: balanced$/);
      expect(await clock('clockNow', {})).toEqual(before);
      expect(out.at(-1)).toMatch(
        /^The clock (is back|was left) as the script found it: real time \(.*\)\.$/,
      );
    },
    60_000,
  );

  it('puts back a clock a tester had frozen, and one left running, after a script that moved it', async () => {
    const { script, file } = loadScript('night-market-across-midnight');
    const clock = controlClient(mock.target);
    for (const frozen of [true, false]) {
      const set = await clock('clock', { ist: '2026-11-20 15:15', frozen });
      const out: string[] = [];
      await playScript(script, mock.target, {
        dir: path.dirname(file),
        log: (line) => out.push(line),
      });
      const after = await clock('clockNow', {});
      expect(after.frozen).toBe(frozen);
      expect(after.overridden).toBe(true);
      // Running, it moved on by the seconds the script took (the base clock here is fixed).
      expect(after.ist).toBe(set.ist);
      expect(out.at(-1)).toBe(
        `The clock is back as the script found it: ${frozen ? 'frozen at' : 'running, at'} ${set.ist}.`,
      );
    }
    await clock('clockReset', {});
  });
});

describe('the shipped scripts against the lenient profile', () => {
  // The same game through the real providers' form of the API (docs/lenient-profile.md):
  // their paths and withdraw codes, HTTP 200 refusals, PHP notices before a tenth of the answers.
  let lenient: OwnMock;
  beforeAll(async () => {
    lenient = await startOwnMock({ clock: fixedClock(istAt(10)), profile: 'lenient' });
  });
  afterAll(async () => {
    await lenient.close();
  });

  it.each(shippedScripts())(
    '%s passes every step',
    async (name) => {
      const { script, file } = loadScript(name);
      const out: string[] = [];
      const result = await playScript(script, lenient.target, {
        dir: path.dirname(file),
        log: (line) => out.push(line),
      });
      expect(result.failure, out.join('\n')).toBeUndefined();
      expect(result).toEqual({ ok: true, passed: script.steps.length + 1 });
    },
    60_000,
  );
});

const SET_UP = [{ clock: '11:00 AM' }, { reseed: 'default' }];

describe('a failing step', () => {
  it('stops the run at the first expectation that does not hold, saying what was expected and found', async () => {
    const { result, out } = await play({
      description: 'a wrong wallet',
      steps: [
        ...SET_UP,
        { expect: { wallet: { player: '9876543210', points: 9999 } } },
        { set_wallet: { player: '9876543210', points: 1 } },
      ],
    });
    expect(result).toEqual({
      ok: false,
      passed: 2,
      failure: { step: 3, label: 'expect wallet', expected: '9999 points', found: '10000 points' },
    });
    expect(out.slice(-4)).toEqual([
      '3. expect wallet ... FAILED',
      '   expected: 9999 points',
      '   found:    10000 points',
      expect.stringMatching(/^The clock is back as the script found it: real time /),
    ]);
  });

  it('fails an action the mock refuses unless the step expects that refusal, and then only that one', async () => {
    const withdraw = { as: '9876543210', withdraw: { points: 100, method: 'Google Pay' } };
    const unexpected = await play({ description: 'x', steps: [...SET_UP, withdraw] });
    expect(unexpected.result.failure).toMatchObject({
      step: 3,
      expected: 'it to be taken',
      found: 'refused (422): Min amt is 500',
    });
    const other = await play({
      description: 'x',
      steps: [...SET_UP, { ...withdraw, refused: 'withdrawOutsideHours' }],
    });
    expect(other.result.failure).toMatchObject({
      expected: 'refused: Withdrawals are only allowed during specified hours.',
      found: 'refused (422): Min amt is 500',
    });
    const taken = await play({
      description: 'x',
      steps: [
        ...SET_UP,
        { ...withdraw, withdraw: { points: 500, method: 'Paytm' }, refused: true },
      ],
    });
    expect(taken.result.failure).toMatchObject({
      expected: 'a refusal',
      found: 'taken: Withdraw request sent successfully',
    });
  });

  it('checks what a declaration settled', async () => {
    const { result } = await play({
      description: 'x',
      steps: [
        ...SET_UP,
        { declare: { market: 'SRIDEVI', session: 'open', pana: '123' }, settles: { won: 1 } },
      ],
    });
    expect(result.failure).toMatchObject({ expected: 'won 1', found: 'won 0' });
  });

  it('matches history lines exactly, in any order', async () => {
    const { result } = await play({
      description: 'x',
      steps: [
        ...SET_UP,
        {
          as: '9876543210',
          bid: {
            market: 'SRIDEVI',
            type: 'Single Digit',
            session: 'Open',
            lines: [{ digits: '6', points: 10 }],
          },
        },
        {
          expect: {
            bid_history: {
              player: '9876543210',
              market: 'SRIDEVI',
              lines: [{ digits: '7', points: 10 }],
            },
          },
        },
      ],
    });
    expect(result.failure).toMatchObject({
      expected: '1: 7 10 points',
      found: '1: SRIDEVI Single Digit open 6 10 points',
    });
  });

  it('takes a session in any case, for bids, declarations and history lines alike', async () => {
    const { result, out } = await play({
      description: 'one spelling rule',
      steps: [
        ...SET_UP,
        {
          as: '9876543210',
          bid: {
            market: 'SRIDEVI',
            type: 'Single Digit',
            session: 'OPEN',
            lines: [{ digits: '6', points: 10 }],
          },
        },
        { declare: { market: 'SRIDEVI', session: 'Open', pana: '123' }, settles: { won: 1 } },
        {
          expect: {
            bid_history: {
              player: '9876543210',
              market: 'SRIDEVI',
              lines: [{ session: 'open', digits: '6' }],
            },
            win_history: {
              player: '9876543210',
              market: 'SRIDEVI',
              lines: [{ session: 'Open', digits: '6' }],
            },
          },
        },
      ],
    });
    expect(result.failure, out.join('\n')).toBeUndefined();
    expect(result.ok).toBe(true);
  });

  it('reseeds from a scenario file beside the script', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-play-test-'));
    fs.writeFileSync(
      path.join(dir, 'one-player.json'),
      JSON.stringify({
        description: 'one rich player',
        users: [{ name: 'Rich', mobile: '9000000001', password: 'pw', opening_balance: 5000 }],
      }),
    );
    const { result } = await play(
      {
        description: 'x',
        steps: [
          { reseed: { file: 'one-player.json' } },
          // Players sign in with demo1234 unless a login step names their password first.
          { as: '9000000001', password: 'pw', login: true },
          { expect: { wallet: { player: '9000000001', points: 5000 } } },
        ],
      },
      dir,
    );
    fs.rmSync(dir, { recursive: true, force: true });
    expect(result).toEqual({ ok: true, passed: 4 });
  });
});

describe('a bad script', () => {
  const bad = (steps: unknown[]) => () => parseScript({ description: 'bad', steps }, 'bad.json');

  it('is refused before it runs, naming the step and the problem', () => {
    expect(bad([{ clock: '9 PM' }])).toThrow(
      "bad.json: step 1 (clock): clock: 'hh:mm AM/PM' (IST)",
    );
    expect(
      bad([{ clock: '09:00 PM' }, { bid: { market: 'X', type: 'Jodi Digit', lines: [] } }]),
    ).toThrow(/^bad\.json: step 2 \(bid\): bid\.lines: Too small.*; as: Invalid input/);
    expect(bad([{ clock: '09:00 PM', advance: '10:00 PM' }])).toThrow(
      'bad.json: step 1: needs exactly one action of',
    );
    expect(bad([{ wait: 5 }])).toThrow(/step 1: needs exactly one action of .*found none/);
    expect(bad([{ reseed: 'default', refused: 'noSuchMessage' }])).toThrow(
      'step 1 (reseed): refused: not a key of providerMessages',
    );
    expect(bad([{ reseed: 'default', refused: 'minWithdrawAmount' }])).toThrow(
      'this message takes arguments',
    );
    expect(bad([{ expect: {} }])).toThrow('step 1 (expect): expect: names nothing to check');
    expect(bad([{ expect: { wallet: { player: '9876543210', points: 1 }, balance: 1 } }])).toThrow(
      /step 1 \(expect\): expect: Unrecognized key: "balance"/,
    );
    expect(() => parseScript({ steps: [] }, 'bad.json')).toThrow(/^bad\.json: description: /);
    expect(bad([{ declare: { market: 'SRIDEVI', session: 'morning', pana: '123' } }])).toThrow(
      "step 1 (declare): declare.session: 'open' or 'close' (any case)",
    );
  });
});
