import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function of
 * a file whose first line is this comment is compiled while the file streams in, on a background
 * thread, instead of on the main thread the first time each is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The parts of Rollup's output this plugin reads and writes. */
export interface HintedOutput {
  readonly type: string;
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly moduleIds?: readonly string[];
  code?: string;
  source?: string | Uint8Array;
}

/** Modules whose chunks every signed-in first load runs: React DOM's, TanStack Query's (the signed-in core). */
const RUN_ON_LOAD = /node_modules[\\/](react-dom|scheduler|@tanstack[\\/]query-core)[\\/]/;

/**
 * The chunks a first load runs almost wholly: the entry (the router, the route tables, the root
 * layout), React DOM's and the signed-in core (TanStack Query, the provider client and contract, the
 * shell). Lazily compiled, their functions were compiled on the main thread the first
 * time each ran, inside the tasks that evaluate the modules and render the first screen, which
 * Lighthouse's 4x CPU counts as blocking (docs/performance.md). The other chunks keep V8's lazy
 * compilation: a screen's or a feature's run later or in part, and zod's, hinted too, measured no
 * better in alternated Lighthouse runs (docs/performance.md).
 */
export function runsOnLoad(chunk: HintedOutput): boolean {
  return chunk.isEntry === true || (chunk.moduleIds ?? []).some((id) => RUN_ON_LOAD.test(id));
}

/** Puts the hint on the first line of the chosen chunks, and moves their source maps down a line. */
export function addCompileHints(
  bundle: Record<string, HintedOutput>,
  chosen: (chunk: HintedOutput) => boolean = runsOnLoad,
): string[] {
  const hinted: string[] = [];
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.code === undefined || !chosen(chunk)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    const map = bundle[`${chunk.fileName}.map`];
    if (map?.type === 'asset' && typeof map.source === 'string') {
      const parsed = JSON.parse(map.source) as { mappings: string };
      map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
    }
    hinted.push(chunk.fileName);
  }
  return hinted;
}

/** Runs after Vite's own output work (its preload helper's list is the entry's first statement). */
export function compileHints(): Plugin {
  return {
    name: 'matka-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle as unknown as Record<string, HintedOutput>);
      },
    },
  };
}
