import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The testers' console's own config (console.html, src/console/), beside vite.config.ts. */
const CONSOLE_CONFIG = 'vite.console.config.ts';

/**
 * Builds the testers' console once the player's app is built, into the same folder with the same
 * `--outDir`, `--mode`, `--sourcemap` and `--minify`: one `vite build` writes the whole dist/. It
 * stays a build of its own, so the player's chunks are the same with or without it.
 */
export function consoleBuild(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'matka-console-build',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // Before precompress (order: 'post') walks the folder, so the console's files get their copies.
      sequential: true,
      async handler(error?: Error) {
        if (config === undefined || error !== undefined) return;
        await build({
          root: config.root,
          configFile: path.join(config.root, CONSOLE_CONFIG),
          mode: config.mode,
          logLevel: config.logLevel,
          build: {
            outDir: path.resolve(config.root, config.build.outDir),
            sourcemap: config.build.sourcemap,
            minify: config.build.minify,
          },
        });
      },
    },
  };
}
