import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What a newcomer reads first stays short (decision 027); look-up tables go to reference pages.

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIRST_READ = ['README.md', 'docs/architecture.md', 'docs/testing.md', 'docs/for-testers.md'];
const MOST_WORDS = 6000;

/** Words as `wc -w` counts them: runs of non-space characters. */
const words = (text: string) => text.split(/\s+/).filter((word) => word !== '').length;

describe('the pages a newcomer reads first', () => {
  it('counts words as wc -w does', () => {
    expect(words(' one  two\nthree\t`four` ')).toBe(4);
  });

  it(`hold at most ${MOST_WORDS} words together`, () => {
    const counts = FIRST_READ.map((page) => words(readFileSync(path.join(ROOT, page), 'utf8')));
    const total = counts.reduce((sum, count) => sum + count, 0);
    expect(total, FIRST_READ.map((page, i) => `${page}: ${counts[i]}`).join(', ')).toBeLessThan(
      MOST_WORDS,
    );
  });
});
