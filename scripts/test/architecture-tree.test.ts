import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trackedFiles } from '../lib/tracked-files';

// docs/architecture.md's tree is the tree: every top-level folder of each package's source is in
// it, and it names none that is gone.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['client/src', 'mock-server/src', 'shared/src', 'server/src'];

/** The folders `root` holds directly, as tracked files show them. */
function foldersOf(root: string): string[] {
  const prefix = `${root}/`;
  const names = trackedFiles(ROOT)
    .filter((file) => file.startsWith(prefix) && file.slice(prefix.length).includes('/'))
    .map((file) => file.slice(prefix.length).split('/')[0] ?? '');
  return [...new Set(names)].sort();
}

/** The folders the tree block of the page lists under `root/`: lines beginning `  name/`. */
function foldersInTree(page: string, root: string): string[] {
  const block = /```\n([\s\S]*?)```/.exec(page)?.[1] ?? '';
  const lines = block.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${root}/`));
  if (start < 0) return [];
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) break;
    const folder = /^ {2}([\w-]+)\/(?=\s|$)/.exec(line)?.[1];
    if (folder !== undefined) names.push(folder);
  }
  return [...new Set(names)].sort();
}

describe("docs/architecture.md's tree", () => {
  const page = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

  it('reads a tree as written', () => {
    const sample =
      '```\nx/src/\n  a/   one\n  b.ts  two    c/  three\n      d/ not a folder of x/src\ny/\n  e/\n```\n';
    expect(foldersInTree(sample, 'x/src')).toEqual(['a']);
  });

  it.each(SOURCES)('%s: lists exactly the folders it has', (root) => {
    expect(foldersInTree(page, root)).toEqual(foldersOf(root));
  });
});
