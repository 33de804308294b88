import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Brotli and gzip copies of the built text files (`app.js.br`, `app.js.gz`), written once at build
 * time at the highest levels, so the servers that serve client/dist (the mock's static mode and
 * server/) send them as they are (@fastify/static `preCompressed`) instead of compressing on every
 * request or not at all. Players are on slow networks: the entry is about a third of its size in
 * brotli. Files under 1 KB are left alone (the compressed copy saves less than a packet).
 */
const COMPRESSIBLE = /\.(js|css|html|json|svg|webmanifest|txt)$/;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`; the files written. */
function precompressFolder(dir: string): string[] {
  const written: string[] = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    written.push(`${file}.br`, `${file}.gz`);
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'matka-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After the console's build (console-build.ts), which writes into the same folder.
      order: 'post',
      sequential: true,
      handler() {
        precompressFolder(outDir);
      },
    },
  };
}
