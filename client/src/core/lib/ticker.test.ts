import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeTicks, tickerRunning } from './ticker';

function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the shared ticker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    setHidden(false);
    vi.useRealTimers();
  });

  it('ticks every subscriber once a second from one timer, and stops with the last', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribeTicks(first);
    const stopSecond = subscribeTicks(second);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(3_000);
    expect(first).toHaveBeenCalledTimes(3);
    expect(second).toHaveBeenCalledTimes(3);
    stopFirst();
    stopSecond();
    expect(tickerRunning()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops while the page is hidden and ticks at once when it is shown again', () => {
    const listener = vi.fn();
    const stop = subscribeTicks(listener);
    setHidden(true);
    expect(tickerRunning()).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(listener).not.toHaveBeenCalled();
    setHidden(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(tickerRunning()).toBe(true);
    stop();
  });
});
