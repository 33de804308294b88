import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type {} from './seed-template';

/**
 * Vitest global setup: a folder for this run's seeded templates, handed to every test file through
 * `inject('seedTemplateDir')` and deleted when the run ends.
 */
export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-seed-templates-'));
  project.provide('seedTemplateDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
