import { execFileSync } from 'node:child_process';

/** The repository's tracked files, relative to `root`: what a clone holds, whatever else lies around. */
export function trackedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '');
}
