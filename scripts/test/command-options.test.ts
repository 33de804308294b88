import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every command that reads options answers a wrong one with one line naming what it takes, exit
 * status 2, no stack: the list is made from the source (every file that reads its command line).
 */

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The .ts files under `dir` (no tests, no node_modules). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts'))
      return [];
    return file.includes(`${path.sep}node_modules${path.sep}`) ? [] : [file];
  });
}

const files = [
  ...sources(path.join(REPOSITORY, 'scripts')),
  ...sources(path.join(REPOSITORY, 'mock-server/src')),
];
const commands = files.filter((file) => /\bparseCommandLine\(/.test(fs.readFileSync(file, 'utf8')));
const commandName = (file: string) => path.relative(REPOSITORY, file);

function run(file: string, args: string[]): Promise<{ code: number | null; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: REPOSITORY,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, err })));
}

describe("commands' options", () => {
  it('are read through parseCommandLine only, by the commands one expects', () => {
    const direct = files.filter(
      (file) =>
        /\bparseArgs\(/.test(fs.readFileSync(file, 'utf8')) && !file.endsWith('command-line.ts'),
    );
    expect(direct.map(commandName)).toEqual([]);
    expect(commands.map(commandName)).toEqual(
      expect.arrayContaining([
        'scripts/bench-client.ts',
        'scripts/play.ts',
        'scripts/probe.ts',
        'scripts/scenario.ts',
        'mock-server/src/seed/cli.ts',
        'mock-server/src/server.ts',
      ]),
    );
  });

  it.each(commands.map((file) => [commandName(file), file]))(
    '%s: an unknown option is one line naming what it takes, exit 2',
    async (_name, file) => {
      const { code, err } = await run(file, ['--no-such-option']);
      expect(code, err).toBe(2);
      expect(err.trim().split('\n'), err).toHaveLength(1);
      expect(err).toMatch(/^Unknown option '--no-such-option'.*; this command takes /);
    },
  );

  it('a value given to a flag (bench:client --skip-lighthouse=false) is one line too', async () => {
    const { code, err } = await run(path.join(REPOSITORY, 'scripts/bench-client.ts'), [
      '--skip-lighthouse=false',
    ]);
    expect(code, err).toBe(2);
    expect(err.trim()).toMatch(
      /^Option '--skip-lighthouse' does not take an argument; this command takes .*--skip-lighthouse,/,
    );
  });
});
