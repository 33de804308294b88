import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPrerenderer } from './prerender.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The build's prerender bundle (src/prerender.tsx for Node), for src/prerender.test.tsx. */
    prerenderer: string;
  }
}

/** Builds the prerender bundle once per test run, as the build does. */
export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'matka-prerender-test-'));
  project.provide('prerenderer', await buildPrerenderer(outDir));
  return () => rmSync(outDir, { recursive: true, force: true });
}
