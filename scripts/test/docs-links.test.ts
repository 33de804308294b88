import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks } from '../lib/markdown-links';

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
