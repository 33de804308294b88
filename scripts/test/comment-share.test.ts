import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ceilingOf, countLines, isTestFile, packageShares } from '../lib/comment-share';
import { trackedFiles } from '../lib/tracked-files';

// Comments say why in a line or two and link for more (docs/testing.md#comments): no package's
// source or tests may hold more comment lines than its ceiling.

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('countLines', () => {
  it('counts lines that are comments only, of every form', () => {
    const source = [
      '// a line comment',
      '/**',
      ' * a block',
      ' */',
      'const a = 1; // a trailing comment leaves the line code',
      '',
      '/* one line */ const b = 2;',
      '  /* indented */',
    ].join('\n');
    expect(countLines(source, 'x.ts')).toEqual({ nonBlank: 7, comment: 5 });
  });

  it('does not read comment markers inside strings, templates, regexes or JSX text', () => {
    const source = [
      "const url = 'http://example.com';",
      'const t = `/* not a comment */`;',
      'const r = /\\/\\/ not a comment/;',
      'const j = <p>// shown to the player</p>;',
      'const s = "/**";',
    ].join('\n');
    expect(countLines(source, 'x.tsx')).toEqual({ nonBlank: 5, comment: 0 });
  });
});

describe('isTestFile', () => {
  it('tells test code from source', () => {
    expect(isTestFile('shared/src/rules/panas.test.ts')).toBe(true);
    expect(isTestFile('client/src/app/router.test.tsx')).toBe(true);
    expect(isTestFile('mock-server/test/helper.ts')).toBe(true);
    expect(isTestFile('tests/e2e/support/stack.ts')).toBe(true);
    expect(isTestFile('shared/src/rules/panas.ts')).toBe(false);
    expect(isTestFile('scripts/lib/markdown-links.ts')).toBe(false);
  });
});

describe('comment share', () => {
  const shares = packageShares(ROOT, trackedFiles(ROOT));

  it('measures every package', () => {
    for (const name of ['shared', 'mock-server', 'server', 'scripts', 'client'])
      expect(
        shares.find((row) => row.name === name && row.part === 'source')?.files,
      ).toBeGreaterThan(5);
  });

  it.each(
    shares.filter((row) => row.files > 0).map((row) => [`${row.name} ${row.part}`, row] as const),
  )('%s: comment lines within the ceiling', (label, row) => {
    const said = `${label}: ${row.comment} comment lines of ${row.nonBlank} (npm run comment-share)`;
    expect(row.share, said).toBeLessThanOrEqual(ceilingOf(row.name, row.part));
  });
});
