import { describe, expect, it } from 'vitest';
import { fixedClock, settableClock } from './clock';

describe('clocks', () => {
  it('a fixed clock always reads its time', () => {
    const clock = fixedClock(1_000);
    expect(clock.now()).toBe(1_000);
    expect(clock.now()).toBe(1_000);
  });

  it('a settable clock moves only when told', () => {
    const clock = settableClock(5_000);
    expect(clock.now()).toBe(5_000);
    clock.advance(250);
    expect(clock.now()).toBe(5_250);
    clock.set(42);
    expect(clock.now()).toBe(42);
  });
});
