import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { controlEndpoints } from '@matka/shared/contract';
import { firstColumnNames, tableUnder } from '../lib/markdown-tables';

// docs/tester-reference.md's control API table lists exactly the control API's paths.

const PAGE = readFileSync(
  path.resolve(import.meta.dirname, '../../docs/tester-reference.md'),
  'utf8',
);

describe('docs/tester-reference.md', () => {
  it('lists every path of the control API, and no other', () => {
    const listed = firstColumnNames(tableUnder(PAGE, 'The control API')).sort();
    expect(listed).toEqual(
      Object.values(controlEndpoints)
        .map((row) => row.path)
        .sort(),
    );
  });
});
