import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';

// The relative links of the repository's Markdown pages, and the ones that lead nowhere
// (scripts/test/docs-links.test.ts): a file or folder that does not exist, a `#anchor` no heading
// of the Markdown page makes, a link out of the repository.

export interface MarkdownLink {
  readonly target: string;
  /** 1-based line of the page the link is on. */
  readonly line: number;
}

export interface BrokenLink extends MarkdownLink {
  readonly page: string;
  readonly problem: string;
}

/** The page's lines, those of fenced code blocks blanked (a `#` line in a shell example is no heading). */
function linesOutsideFences(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split(/\r?\n/).map((line) => {
    const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && opening !== undefined) fence = opening;
    else if (fence !== undefined && line.trim().startsWith(fence)) fence = undefined;
    else if (fence === undefined) return line;
    return '';
  });
}

/** Every link target of a page outside code: `[text](target)`, `[label]: target`, `src=`/`href=`. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  linesOutsideFences(markdown).forEach((lineText, index) => {
    const line = index + 1;
    // Inline code spans hold no links.
    const text = lineText.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, '');
    for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      links.push({ target: match[1] ?? '', line });
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/.exec(text);
    if (definition) links.push({ target: definition[1] ?? '', line });
    for (const match of text.matchAll(/<(?:a|img)\s[^>]*?\b(?:href|src)="([^"]+)"/g))
      links.push({ target: match[1] ?? '', line });
  });
  return links;
}

/** The anchors a page's headings make, as GitHub makes them (lower case, punctuation dropped, -1 for a repeat). */
export function headingAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  for (const line of linesOutsideFences(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const text = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/`/g, '');
    anchors.add(slugger.slug(text));
  }
  return anchors;
}

/** A target with a scheme (`https:`, `mailto:`) or protocol-relative: not a file of the repository. */
const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The links of `page` (a path relative to `root`) that lead nowhere. `read` gives a Markdown page's
 * text (the tests hand in pages of their own).
 */
export function brokenLinks(
  root: string,
  page: string,
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): BrokenLink[] {
  const pageFile = path.join(root, page);
  const broken: BrokenLink[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    let found = anchorsOf.get(file);
    if (found === undefined) {
      found = headingAnchors(read(file));
      anchorsOf.set(file, found);
    }
    return found;
  };
  for (const link of markdownLinks(read(pageFile))) {
    if (EXTERNAL.test(link.target)) continue;
    const [rawPath = '', rawAnchor] = link.target.split('#', 2);
    const filePath = decodeURIComponent(rawPath);
    const file = filePath === '' ? pageFile : path.resolve(path.dirname(pageFile), filePath);
    const fail = (problem: string) => broken.push({ ...link, page, problem });
    if (path.relative(root, file).startsWith('..') || filePath.startsWith('/')) {
      fail('leads out of the repository (or is absolute)');
      continue;
    }
    if (!existsSync(file)) {
      fail(`no such file: ${path.relative(root, file)}`);
      continue;
    }
    if (rawAnchor === undefined || !file.endsWith('.md') || statSync(file).isDirectory()) continue;
    const anchor = decodeURIComponent(rawAnchor).toLowerCase();
    if (!anchors(file).has(anchor))
      fail(`no heading makes #${anchor} in ${path.relative(root, file)}`);
  }
  return broken;
}
