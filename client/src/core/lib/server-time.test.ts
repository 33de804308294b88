import { settableClock } from '@matka/shared/time';
import { describe, expect, it } from 'vitest';
import { createServerTime, fetchNotingServerTime } from './server-time';

const DEVICE_NOW = Date.UTC(2026, 10, 22, 6, 30);
const TEN_MINUTES = 10 * 60_000;

/** The `Date` header a server whose clock reads `serverMs` writes (whole seconds). */
const header = (serverMs: number) => new Date(serverMs).toUTCString();

describe('the provider clock', () => {
  it('is the device clock until an answer says otherwise, and without a Date header', () => {
    const device = settableClock(DEVICE_NOW);
    const time = createServerTime(device);
    expect(time.clock.now()).toBe(DEVICE_NOW);
    time.note(null, DEVICE_NOW, DEVICE_NOW + 100);
    time.note('not a date', DEVICE_NOW, DEVICE_NOW + 100);
    expect(time.offsetMs()).toBe(0);
  });

  it('follows a device ten minutes ahead of the provider to the provider time', () => {
    const device = settableClock(DEVICE_NOW + TEN_MINUTES);
    const time = createServerTime(device);
    // Sent at device +0, answered 200 ms later; the server wrote the header at its DEVICE_NOW + 100.
    time.note(header(DEVICE_NOW), DEVICE_NOW + TEN_MINUTES, DEVICE_NOW + TEN_MINUTES + 200);
    // The header says whole seconds; the middle of that second is taken: within 0.5 s.
    expect(Math.abs(time.offsetMs() + TEN_MINUTES)).toBeLessThanOrEqual(500);
    device.advance(5_000);
    expect(Math.abs(time.clock.now() - (DEVICE_NOW + 5_000))).toBeLessThanOrEqual(500);
  });

  it('keeps the median of recent samples, so one odd answer does not move it', () => {
    const device = settableClock(DEVICE_NOW);
    const time = createServerTime(device);
    const behind = DEVICE_NOW - TEN_MINUTES;
    time.note(header(behind), DEVICE_NOW - 500, DEVICE_NOW + 500);
    time.note(header(behind), DEVICE_NOW - 500, DEVICE_NOW + 500);
    time.note(header(DEVICE_NOW + 3_600_000), DEVICE_NOW - 500, DEVICE_NOW + 500);
    expect(time.offsetMs()).toBe(-TEN_MINUTES + 500);
  });

  it('ignores answers that took long (the header may be from anywhere in them)', () => {
    const device = settableClock(DEVICE_NOW);
    const time = createServerTime(device);
    time.note(header(DEVICE_NOW + TEN_MINUTES), DEVICE_NOW, DEVICE_NOW + 5_000);
    expect(time.offsetMs()).toBe(0);
  });

  it("reads the header of a fetch answer, timing the call on the device's clock", async () => {
    const device = settableClock(DEVICE_NOW);
    const time = createServerTime(device);
    const answer = new Response('{}', { headers: { date: header(DEVICE_NOW + TEN_MINUTES) } });
    const returned = await fetchNotingServerTime(async () => answer, time, device);
    expect(returned).toBe(answer);
    expect(time.offsetMs()).toBe(TEN_MINUTES + 500);
  });
});
