import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The share of comment lines per package, source and tests apart (docs/testing.md#comments).

export interface LineCount {
  readonly nonBlank: number;
  /** Non-blank lines whose every non-blank character is inside a comment. */
  readonly comment: number;
}

/** Where the comments of a source are: the trivia around each token of its syntax tree. */
function commentMask(source: string, fileName: string): Uint8Array {
  const inComment = new Uint8Array(source.length);
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const mark = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) inComment.fill(1, range.pos, range.end);
  };
  const visit = (node: ts.Node) => {
    // JSX text is no trivia: `// x` between tags is text a player reads.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      mark(ts.getLeadingCommentRanges(source, node.pos));
      mark(ts.getTrailingCommentRanges(source, node.end));
    }
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  return inComment;
}

/** Counts one source by its syntax tree, so `'//'` in a string or a regex is no comment. */
export function countLines(source: string, fileName = 'file.tsx'): LineCount {
  const inComment = commentMask(source, fileName);
  let nonBlank = 0;
  let comment = 0;
  let start = 0;
  for (const line of source.split('\n')) {
    let blank = true;
    let allComment = true;
    for (let index = 0; index < line.length; index++) {
      if (/\s/.test(line[index] ?? '')) continue;
      blank = false;
      if (inComment[start + index] !== 1) allComment = false;
    }
    if (!blank) {
      nonBlank++;
      if (allComment) comment++;
    }
    start += line.length + 1;
  }
  return { nonBlank, comment };
}

const PACKAGES = ['shared', 'mock-server', 'server', 'scripts', 'tests', 'client'] as const;
export type PackageName = (typeof PACKAGES)[number];
export type Part = 'source' | 'tests';

/** Test code: `*.test.ts(x)`, `*.e2e.ts` and whatever lies under a `test/`, `tests/` or `e2e/` folder. */
export function isTestFile(file: string): boolean {
  return /\.(test|e2e)\.tsx?$/.test(file) || /(^|\/)(test|tests|e2e)\//.test(file);
}

/** The most each part may hold, as a share of its non-blank lines. */
const DEFAULT_CEILING = 0.1;
/** A package's own ceiling, where one needs another than the default (none does now). */
const CEILINGS: Partial<Record<PackageName, Partial<Record<Part, number>>>> = {};

export function ceilingOf(name: PackageName, part: Part): number {
  return CEILINGS[name]?.[part] ?? DEFAULT_CEILING;
}

export interface PartShare extends LineCount {
  readonly name: PackageName;
  readonly part: Part;
  readonly files: number;
  /** `comment / nonBlank`, 0 for a part without files. */
  readonly share: number;
}

/** Each package's source and tests, over the `.ts` and `.tsx` files among `files` (repository-relative). */
export function packageShares(root: string, files: readonly string[]): PartShare[] {
  return PACKAGES.flatMap((name) =>
    (['source', 'tests'] as const).map((part) => {
      const own = files.filter(
        (file) =>
          file.startsWith(`${name}/`) &&
          /\.tsx?$/.test(file) &&
          isTestFile(file) === (part === 'tests'),
      );
      let nonBlank = 0;
      let comment = 0;
      for (const file of own) {
        const counted = countLines(readFileSync(path.join(root, file), 'utf8'), file);
        nonBlank += counted.nonBlank;
        comment += counted.comment;
      }
      return {
        name,
        part,
        files: own.length,
        nonBlank,
        comment,
        share: nonBlank ? comment / nonBlank : 0,
      };
    }),
  );
}
