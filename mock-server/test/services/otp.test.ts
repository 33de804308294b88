import { describe, expect, it } from 'vitest';
import { newOtp } from '../../src/services/passwords';

describe('newOtp', () => {
  // The lenient profile sends the OTP as a number, as the real providers do: a leading zero would
  // be lost on the way ('0123' arrives as 123) and the player's code would never match.
  it('draws four digits without a leading zero', () => {
    const draws = Array.from({ length: 2000 }, () => newOtp());
    for (const otp of draws) expect(otp).toMatch(/^[1-9]\d{3}$/);
    expect(new Set(draws).size).toBeGreaterThan(1000);
  });
});
