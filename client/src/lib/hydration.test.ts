import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstScreen,
  answersHeld,
  holdAnswersUntilFirstScreen,
  releaseAnswers,
} from './hydration';

afterEach(() => {
  releaseAnswers();
  vi.useRealTimers();
});

/** Whether `promise` has settled once every queued callback has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
  return done;
}

describe('provider answers while a prerendered first screen hydrates', () => {
  it('pass at once when nothing is held', async () => {
    expect(answersHeld()).toBe(false);
    expect(await settled(afterFirstScreen(Promise.resolve('answer')))).toBe(true);
  });

  it('wait, answers and failures alike, until the first screen is shown', async () => {
    holdAnswersUntilFirstScreen(10_000);
    const answer = afterFirstScreen(Promise.resolve('answer'));
    const failure = afterFirstScreen(Promise.reject(new Error('refused')));
    expect(await settled(answer)).toBe(false);
    expect(await settled(failure)).toBe(false);
    releaseAnswers();
    expect(answersHeld()).toBe(false);
    await expect(answer).resolves.toBe('answer');
    await expect(failure).rejects.toThrow('refused');
  });

  it('also when the request was sent before the hold began', async () => {
    let answer!: (value: string) => void;
    const late = afterFirstScreen(new Promise<string>((resolve) => (answer = resolve)));
    holdAnswersUntilFirstScreen(10_000);
    answer('late');
    expect(await settled(late)).toBe(false);
    releaseAnswers();
    await expect(late).resolves.toBe('late');
  });

  it('flow after the cap when the first screen never shows, and an old cap ends no newer hold', async () => {
    vi.useFakeTimers();
    holdAnswersUntilFirstScreen(1_000);
    releaseAnswers();
    vi.advanceTimersByTime(500);
    holdAnswersUntilFirstScreen(1_000);
    // The first hold's timer fires now: it must not end the second hold.
    vi.advanceTimersByTime(600);
    expect(answersHeld()).toBe(true);
    const answer = afterFirstScreen(Promise.resolve('answer'));
    expect(await settled(answer)).toBe(false);
    vi.advanceTimersByTime(400);
    expect(answersHeld()).toBe(false);
    await expect(answer).resolves.toBe('answer');
  });
});
