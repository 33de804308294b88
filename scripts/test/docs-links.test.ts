import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors } from '../lib/markdown-links';
import { trackedFiles } from '../lib/tracked-files';

// Every relative link of the repository's documentation leads somewhere: a file or folder that
// exists, and a `#anchor` a heading of the linked Markdown page makes.

const ROOT = path.resolve(import.meta.dirname, '../..');

const docsPages = readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map((file) => path.join('docs', file));
const PAGES = ['README.md', 'SECURITY.md', 'mock-server/README.md', ...docsPages].sort();

describe('documentation links', () => {
  it('reads the docs folder', () => {
    expect(PAGES).toContain(path.join('docs', 'architecture.md'));
  });

  it.each(PAGES)('%s: every relative link resolves', (page) => {
    const broken = brokenLinks(ROOT, page).map(
      (link) => `${page}:${link.line}: ${link.target}: ${link.problem}`,
    );
    expect(broken).toEqual([]);
  });
});

/**
 * Pages a file names by its repository path (`docs/game-rules.md#who-wins`, `SECURITY.md`, a
 * decision by number): a comment's pointer is a link too.
 */
const NAMED_PAGE =
  /\b((?:docs\/[\w./-]+|README|SECURITY)\.md)(?:#([\w-]+))?|\bdocs\/decisions\/(\d{3})\b/g;

describe('pages named in the repository', () => {
  const decisions = readdirSync(path.join(ROOT, 'docs/decisions'));
  const problemsOf = (file: string): string[] => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    return [...text.matchAll(NAMED_PAGE)].flatMap(([named, page, anchor, decision]) => {
      if (decision !== undefined)
        return decisions.some((name) => name.startsWith(`${decision}-`))
          ? []
          : [`${file}: ${named}: no such decision`];
      if (page === undefined || !existsSync(path.join(ROOT, page)))
        return [`${file}: ${named}: no such page`];
      if (anchor === undefined) return [];
      return headingAnchors(readFileSync(path.join(ROOT, page), 'utf8')).has(anchor)
        ? []
        : [`${file}: ${named}: no such heading`];
    });
  };

  it('finds what it looks for', () => {
    expect(
      [...'see docs/game-rules.md#who-wins and docs/decisions/009'.matchAll(NAMED_PAGE)].length,
    ).toBe(2);
  });

  it('every page, heading and decision a file names exists', () => {
    // The links checker's own tests name pages of a repository they make up.
    const files = trackedFiles(ROOT).filter(
      (file) =>
        /\.(ts|tsx|md|json|sql|js|mjs)$/.test(file) &&
        !file.startsWith('scripts/lib/markdown-links'),
    );
    expect(files.flatMap(problemsOf)).toEqual([]);
  });
});
