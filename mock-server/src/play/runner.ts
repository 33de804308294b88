import { ProviderError } from '@matka/shared/contract';
import { istDateKey, istMinutesOfDay } from '@matka/shared/time';
import { runAction } from './actions';
import { checkExpectations, checkLedgerBalanced } from './expectations';
import { ControlRefusal, type MockTarget } from './mock-target';
import { ExpectationFailed, Play } from './play-context';
import { refusalMessage, type PlayScript, type Step } from './script-schema';

/** Where and why a run stopped. */
export interface PlayFailure {
  /** 1-based; the closing ledger check is the step after the last. */
  step: number;
  label: string;
  expected: string;
  found: string;
}

export interface PlayResult {
  ok: boolean;
  /** Steps that passed. */
  passed: number;
  failure?: PlayFailure;
}

export interface PlayOptions {
  /** Where a reseed's `file` is read from (the script's folder). */
  dir: string;
  /** Receives each printed line. */
  log: (line: string) => void;
}

const who = (mobile: string) => mobile;

/** One line saying what a step does. */
function describe(step: Step): string {
  switch (step.action) {
    case 'reseed':
      return `reseed ${typeof step.value === 'string' ? step.value : step.value.file}`;
    case 'clock':
      return `clock ${typeof step.value === 'string' ? step.value : `${step.value.at}${step.value.frozen === false ? ' (running)' : ''}`}`;
    case 'advance':
      return typeof step.value === 'string'
        ? `advance to ${step.value}`
        : `advance ${step.value.minutes} min`;
    case 'real_time':
      return 'clock back to real time';
    case 'declare': {
      const v = step.value;
      const result = v.jodi ?? `${v.session === undefined ? '' : `${v.session} `}${v.pana ?? ''}`;
      const when = v.days_ago === undefined ? '' : ` (${v.days_ago} day(s) ago)`;
      return `declare ${v.market} ${result}${when}`;
    }
    case 'withdrawal':
    case 'fund_request':
      return `${step.value.action} ${who(step.value.player)}'s ${step.action.replace('_', ' ')}`;
    case 'set_wallet':
      return `set ${who(step.value.player)}'s wallet to ${step.value.points}`;
    case 'betting':
      return `${step.value.enabled ? 'enable' : 'disable'} betting of ${who(step.value.player)}`;
    case 'expire_sessions':
      return `end the sessions of ${who(step.value)}`;
    case 'market_closed':
      return `${step.value.closed ? 'close' : 'reopen'} ${step.value.market} for today`;
    case 'fault':
      return `fault on ${step.value.path}`;
    case 'clear_faults':
      return step.value === true ? 'clear every fault' : `clear the fault on ${step.value}`;
    case 'login':
      return `${who(step.as)} signs in`;
    case 'bid': {
      const v = step.value;
      const lines = v.lines
        .map(
          (l) =>
            `${l.digits}${l.closedigits === undefined ? '' : `-${l.closedigits}`} x${l.points}`,
        )
        .join(', ');
      return `${who(step.as)} bids ${v.type}${v.session === undefined ? '' : ` ${v.session}`} ${lines} on ${v.market}`;
    }
    case 'withdraw':
      return `${who(step.as)} withdraws ${step.value.points} to ${step.value.method}`;
    case 'deposit':
      return `${who(step.as)} asks to add ${step.value.points}`;
    case 'transfer':
      return `${who(step.as)} transfers ${step.value.points} to ${step.value.to}`;
    case 'expect':
      return `expect ${Object.keys(step.value).join(', ').replaceAll('_', ' ')}`;
  }
}

/** The refusal an error is, if it is one the mock answered: its HTTP status and message. */
function refusalOf(error: unknown): { status: number; msg: string } | undefined {
  if (error instanceof ProviderError && (error.kind === 'refused' || error.kind === 'http'))
    return { status: error.httpStatus ?? 0, msg: error.serverMessage ?? error.message };
  if (error instanceof ControlRefusal)
    return { status: error.httpStatus, msg: error.serverMessage };
  return undefined;
}

/** Runs the step; with `refused`, passes only when the mock refuses it so. */
async function runStep(play: Play, step: Step): Promise<string> {
  const act = () =>
    step.action === 'expect' ? checkExpectations(play, step.value) : runAction(play, step);
  if (step.refused === undefined) {
    try {
      return await act();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === undefined) throw error;
      throw new ExpectationFailed('it to be taken', `refused (${refusal.status}): ${refusal.msg}`);
    }
  }
  const wanted = refusalMessage(step.refused);
  const expected = wanted === undefined ? 'a refusal' : `refused: ${wanted}`;
  try {
    const detail = await act();
    throw new ExpectationFailed(expected, `taken${detail === '' ? '' : `: ${detail}`}`);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === undefined) throw error;
    if (wanted !== undefined && refusal.msg !== wanted)
      throw new ExpectationFailed(expected, `refused (${refusal.status}): ${refusal.msg}`);
    return `refused (${refusal.status}): ${refusal.msg}`;
  }
}

const width = (n: number) => String(n).length;

/** The server clock as the control API reads it. */
interface ClockReading {
  readonly now: number;
  readonly ist: string;
  readonly overridden: boolean;
  readonly frozen: boolean;
}

/** `YYYY-MM-DD HH:mm` (IST), as control/clock takes an instant. */
function istInstant(ms: number): string {
  const minutes = istMinutesOfDay(ms);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${istDateKey(ms)} ${hhmm}`;
}

/**
 * Puts the server clock back as the script found it (real time, or frozen or running where a
 * tester had set it), so the next reseed or phone sees the tester's time, not the script's; answers
 * the line that says so.
 */
async function putClockBack(play: Play, before: ClockReading, startedAt: number): Promise<string> {
  const after = await play.control('clockNow', {});
  if (!before.overridden) {
    if (!after.overridden)
      return `The clock was left as the script found it: real time (${after.ist}).`;
    const reset = await play.control('clockReset', {});
    return `The clock is back as the script found it: real time (${reset.ist}).`;
  }
  const at = before.frozen ? before.now : before.now + (Date.now() - startedAt);
  const set = await play.control('clock', { ist: istInstant(at), frozen: before.frozen });
  const how = before.frozen ? `frozen at ${set.ist}` : `running, at ${set.ist}`;
  return `The clock is back as the script found it: ${how}.`;
}

/**
 * Runs a script against a mock, printing each step with its result; stops at the first step whose
 * expectation does not hold (or that the mock refused unexpectedly). After the last step the
 * money invariants of the whole database are checked. Either way the clock is put back as it was,
 * and the last line says so.
 */
export async function playScript(
  script: PlayScript,
  target: MockTarget,
  options: PlayOptions,
): Promise<PlayResult> {
  const play = new Play(target, options.dir);
  const { log } = options;
  const startedAt = Date.now();
  const before = await play.control('clockNow', {});
  try {
    return await runSteps(play, script, log);
  } finally {
    log(await putClockBack(play, before, startedAt));
  }
}

async function runSteps(
  play: Play,
  script: PlayScript,
  log: (line: string) => void,
): Promise<PlayResult> {
  const pad = width(script.steps.length + 1);
  const steps = [
    ...script.steps.map((step) => ({
      label: describe(step),
      run: () => runStep(play, step),
      note: step.note,
    })),
    { label: 'the money invariants hold', run: () => checkLedgerBalanced(play), note: undefined },
  ];
  log(script.description);
  for (const [i, step] of steps.entries()) {
    const number = `${String(i + 1).padStart(pad)}.`;
    const label = step.note === undefined ? step.label : `${step.label} (${step.note})`;
    try {
      const detail = await step.run();
      log(`${number} ${label} ... ok${detail === '' ? '' : `: ${detail}`}`);
    } catch (error) {
      const failed =
        error instanceof ExpectationFailed
          ? error
          : new ExpectationFailed('the step to run', `an error: ${(error as Error).message}`);
      log(`${number} ${label} ... FAILED`);
      log(`${' '.repeat(pad + 2)}expected: ${failed.expected}`);
      log(`${' '.repeat(pad + 2)}found:    ${failed.found}`);
      return {
        ok: false,
        passed: i,
        failure: { step: i + 1, label, expected: failed.expected, found: failed.found },
      };
    }
  }
  return { ok: true, passed: steps.length };
}
