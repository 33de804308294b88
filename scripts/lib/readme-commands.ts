// The commands README's tables list, and which have no check (scripts/check-readme-commands.ts).

/** `npm run lint` / `npm run format` holds two commands. */
function backticked(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? '').trim());
}

function cellsOf(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** The tables whose first header cell is "Command". */
export function readmeCommands(markdown: string): string[] {
  const commands: string[] = [];
  const lines = markdown.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const header = lines[i] ?? '';
    const separator = lines[i + 1] ?? '';
    if (!header.trim().startsWith('|') || !/^\s*\|[\s:|-]+\|\s*$/.test(separator)) continue;
    if (cellsOf(header)[0]?.toLowerCase() !== 'command') continue;
    for (i += 2; i < lines.length && (lines[i] ?? '').trim().startsWith('|'); i += 1)
      commands.push(...backticked(cellsOf(lines[i] ?? '')[0] ?? ''));
  }
  return commands;
}

/** Anything else is returned whole, so only a check under that exact text covers it. */
export function scriptOf(command: string): string {
  const words = command.split(/\s+/);
  if (words[0] !== 'npm') return command;
  if (words[1] === 'run' && words[2] !== undefined) return words[2];
  if (words[1] === 'start' || words[1] === 'test') return words[1];
  return command;
}

export function uncoveredCommands(
  commands: readonly string[],
  checked: ReadonlySet<string>,
): string[] {
  return [...new Set(commands.filter((command) => !checked.has(scriptOf(command))))];
}
