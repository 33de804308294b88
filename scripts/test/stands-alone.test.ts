import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trackedFiles } from '../lib/tracked-files';

// A clone is all a newcomer has: no tracked file names a document outside the repository (the
// product spec the app was built from, its rules page) or cites it by section. What we took from
// them is in docs/game-rules.md and the decision records.

const ROOT = path.resolve(import.meta.dirname, '../..');
const THIS_FILE = path.relative(ROOT, import.meta.filename);

const OUTSIDE = [
  /\.\.\/shared\/(spec|domain|design)\b/i,
  /\bshared\/(spec|domain|design)\//i,
  /product-spec/i,
  /matka-rules/i,
  /\bspec('s)? sections?\b/i,
  /\bsections? \d/i,
  /\brules page\b/i,
];

function outsideLines(file: string): string[] {
  const bytes = readFileSync(path.join(ROOT, file));
  if (bytes.includes(0)) return [];
  return bytes
    .toString('utf8')
    .split('\n')
    .flatMap((line, index) =>
      OUTSIDE.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    );
}

describe('the repository stands alone', () => {
  const files = trackedFiles(ROOT).filter((file) => file !== THIS_FILE);

  it('reads every tracked file', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/game-rules.md');
  });

  it('finds the references it looks for', () => {
    // The path is put together here, so this file does not name one itself.
    const outsidePath = ['..', 'shared', 'spec', 'notes.md'].join('/');
    expect(
      [`see ${outsidePath}`, 'spec section 7', "the rules page's rates"].every((line) =>
        OUTSIDE.some((pattern) => pattern.test(line)),
      ),
    ).toBe(true);
    expect(OUTSIDE.some((pattern) => pattern.test('docs/game-rules.md#who-wins'))).toBe(false);
  });

  it('no file names a document outside the repository', () => {
    const found = files.flatMap(outsideLines);
    expect(found).toEqual([]);
  });
});
