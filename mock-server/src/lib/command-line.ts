import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A wrong option of a command: one line saying what the command takes, exit status 2. */
function optionsTaken(options: ParseArgsConfig['options']): string {
  return Object.entries(options ?? {})
    .map(([name, option]) => (option.type === 'string' ? `--${name} VALUE` : `--${name}`))
    .join(', ');
}

/**
 * node:util's parseArgs for a command's own arguments; an option it does not take, or one given
 * a value it takes none for, ends the process with one line (no stack) naming what it takes.
 */
export function parseCommandLine<T extends ParseArgsConfig>(
  config: T,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS')) throw error;
    const taken = optionsTaken(config.options);
    process.stderr.write(
      `${(error as Error).message.replace(/\.$/, '')}; this command takes ${taken === '' ? 'no options' : taken}\n`,
    );
    process.exit(2);
  }
}
