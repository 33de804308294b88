import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES as MOCK_VARIABLES } from '../../mock-server/src/config';
import { ENV_VARIABLES as SERVE_VARIABLES } from '../../server/src/config';
import { isTestFile } from '../lib/comment-share';
import { firstColumnNames, tableUnder } from '../lib/markdown-tables';
import { trackedFiles } from '../lib/tracked-files';

// docs/configuration.md's tables name exactly the environment variables each server reads: its
// config parser's, and any other its source reads by name.

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE = readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8');

/** Variables the code reads but others set: npm (where a command was typed), Vitest, concurrently. */
const NOT_OURS = new Set(['INIT_CWD', 'VITEST', 'FORCE_COLOR']);

/** The variables the source under `folder` reads by name (`process.env.X`, `env['X']`, `env.X`). */
function readBySource(folder: string): string[] {
  const names = trackedFiles(ROOT)
    .filter((file) => file.startsWith(folder) && /\.tsx?$/.test(file) && !isTestFile(file))
    .flatMap((file) => [
      ...readFileSync(path.join(ROOT, file), 'utf8').matchAll(
        /(?<!meta\.)\benv(?:\.([A-Z][A-Z0-9_]+)\b|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g,
      ),
    ])
    .map((match) => match[1] ?? match[2] ?? '');
  return names.filter((name) => !NOT_OURS.has(name));
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

describe('docs/configuration.md', () => {
  it('reads the variables the sources read', () => {
    expect(readBySource('mock-server/src/')).toContain('MOCK_DATA_DIR');
    expect(readBySource('client/')).toContain('CLIENT_PORT');
  });

  it.each([
    ['The mock provider', [...MOCK_VARIABLES, ...readBySource('mock-server/src/')]],
    ['The production server', [...SERVE_VARIABLES, ...readBySource('server/src/')]],
    ['The client dev and preview servers', readBySource('client/')],
  ])('"%s" lists every variable it reads, and no other', (heading, read) => {
    expect(sorted(firstColumnNames(tableUnder(PAGE, heading)))).toEqual(sorted(read));
  });
});
