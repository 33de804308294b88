import { describe, expect, it } from 'vitest';
import { isBettingEnabled } from './roles';

describe('isBettingEnabled', () => {
  it("is true for '1' only", () => {
    expect(isBettingEnabled('1')).toBe(true);
  });

  it.each([['0'], [''], ['2'], ['01'], [' 1'], ['true'], [undefined]])(
    'is false for %j',
    (status) => {
      expect(isBettingEnabled(status)).toBe(false);
    },
  );
});
