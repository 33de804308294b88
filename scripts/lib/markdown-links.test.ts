import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors, markdownLinks } from './markdown-links';

const root = mkdtempSync(path.join(tmpdir(), 'markdown-links-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

describe('markdown links', () => {
  it('reads inline links, reference definitions and HTML attributes, not code', () => {
    const page = [
      'See [the docs](docs/a.md#one "title") and [`b`, "Two"](b.md).',
      '[ref]: docs/c.md',
      '<img src="docs/images/x.png" alt="x">',
      'Not `[code](nowhere.md)`.',
      '```md',
      '[fenced](nowhere.md)',
      '```',
      '[site](https://example.com) [self](#top)',
    ].join('\n');
    expect(markdownLinks(page)).toEqual([
      { target: 'docs/a.md#one', line: 1 },
      { target: 'b.md', line: 1 },
      { target: 'docs/c.md', line: 2 },
      { target: 'docs/images/x.png', line: 3 },
      { target: 'https://example.com', line: 8 },
      { target: '#top', line: 8 },
    ]);
  });

  it("makes a heading's anchor as GitHub does", () => {
    const page = [
      '# Matka Web',
      '## Mock provider (`npm run bench:server`, scenario `load`)',
      '## For testers',
      '## For testers',
      '```sh',
      '# not a heading',
      '```',
      '### `MOCK_DB` and [the check](x.md)',
    ].join('\n');
    expect([...headingAnchors(page)]).toEqual([
      'matka-web',
      'mock-provider-npm-run-benchserver-scenario-load',
      'for-testers',
      'for-testers-1',
      'mock_db-and-the-check',
    ]);
  });

  it('names a missing file, a missing anchor and a link out of the repository', () => {
    write('docs/a.md', '# One\n\n## Two words\n');
    write('docs/images/x.png', '');
    write(
      'README.md',
      [
        '# Top',
        '[ok](docs/a.md) [ok](docs/a.md#two-words) [ok](#top) [ok](docs/images/x.png) [ok](docs/)',
        '[gone](docs/gone.md)',
        '[no anchor](docs/a.md#three)',
        '[no anchor here](#bottom)',
        '[outside](../outside/page.md)',
      ].join('\n'),
    );
    expect(brokenLinks(root, 'README.md').map(({ line, problem }) => [line, problem])).toEqual([
      [3, 'no such file: docs/gone.md'],
      [4, 'no heading makes #three in docs/a.md'],
      [5, 'no heading makes #bottom in README.md'],
      [6, 'leads out of the repository (or is absolute)'],
    ]);
  });

  it('resolves a link from the folder of the page it is on', () => {
    write('docs/b.md', '# B\n[up](../README.md#top) [sibling](a.md#one) [wrong](README.md)\n');
    expect(brokenLinks(root, 'docs/b.md').map((link) => link.problem)).toEqual([
      'no such file: docs/README.md',
    ]);
  });
});
