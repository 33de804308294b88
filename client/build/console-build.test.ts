import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { build } from 'vite';
import { consoleBuild } from './console-build.ts';

const CLIENT_ROOT = path.resolve(import.meta.dirname, '..');

let outDir = '';
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

it("builds the testers' console into the app build's own --outDir", async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'matka-console-build-'));
  // A one-module app stands in for the player's: the plugin follows the build it is part of.
  await build({
    configFile: false,
    root: CLIENT_ROOT,
    logLevel: 'silent',
    publicDir: false,
    plugins: [consoleBuild()],
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: 'src/lib/storage-keys.ts' },
    },
  });
  const html = readFileSync(path.join(outDir, 'console.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]* src="\.\/([^"]+)"/g)].map((match) => match[1]);
  expect(scripts).not.toHaveLength(0);
  for (const file of scripts) expect(existsSync(path.join(outDir, file ?? '')), file).toBe(true);
  expect(existsSync(path.join(outDir, '.vite', 'console-manifest.json'))).toBe(true);
}, 60_000);
