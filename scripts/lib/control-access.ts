import path from 'node:path';
import { fetchFailure } from '@matka/shared/contract';
import { readControlTokenFile } from '../../mock-server/src/control-token-file';

/**
 * The token from `--token`, else MOCK_CONTROL_TOKEN, else the file a mock on this machine writes
 * (SECURITY.md#control-token-file-and-database).
 */

export interface ControlAccess {
  readonly token: string | undefined;
  readonly from: string;
}

/** Relative paths and printed paths are meant from there. */
export const typedIn = (): string => process.env['INIT_CWD'] ?? process.cwd();

export function controlAccess(url: string, given: string | undefined): ControlAccess {
  if (given !== undefined) return { token: given, from: 'the one given with --token' };
  const fromEnv = process.env['MOCK_CONTROL_TOKEN'];
  if (fromEnv !== undefined && fromEnv !== '')
    return { token: fromEnv, from: 'the one in MOCK_CONTROL_TOKEN' };
  const found = readControlTokenFile(url);
  if (found === undefined)
    return { token: undefined, from: 'none: a mock on another machine needs --token' };
  const file = path.relative(typedIn(), found.file);
  return found.token === undefined
    ? {
        token: undefined,
        from: `none: no ${file}, so no mock of this repository runs at that port`,
      }
    : { token: found.token, from: `the one in ${file}` };
}

export function refusedLine(url: string, access: ControlAccess): string {
  return `The mock at ${url} refused the control token (401; token tried: ${access.from}): pass --token <the x-control-token its start-up line prints>`;
}

export function unreachableLine(url: string, error: unknown): string {
  return `Nothing answers at ${url} (${fetchFailure(error)}): start the mock (npm run mock), or give its address with --url`;
}
