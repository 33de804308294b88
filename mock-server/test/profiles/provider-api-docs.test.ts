import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  TABLE_END,
  TABLE_START,
  normalizedTable,
  providerApiTable,
} from '../../src/http/lenient/provider-api-table';

describe('docs/lenient-profile.md', () => {
  it('has the provider API table of the list (regenerate with `npm run docs:provider-api`)', () => {
    const page = readFileSync(new URL('../../../docs/lenient-profile.md', import.meta.url), 'utf8');
    const start = page.indexOf(TABLE_START);
    const end = page.indexOf(TABLE_END);
    expect(start).toBeGreaterThan(0);
    expect(normalizedTable(page.slice(start + TABLE_START.length, end))).toBe(
      normalizedTable(providerApiTable()),
    );
  });
});
