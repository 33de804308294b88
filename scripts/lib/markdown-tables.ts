// The tables of a Markdown page, read so a test can hold a reference table to the code it mirrors.

/** The cells of a table row: `| a | b |` -> ['a', 'b'] (a `\|` inside a cell stays in it). */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** The body rows of the first table after the heading whose text is `heading`; [] when none. */
export function tableUnder(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex(
    (line) => /^#{1,6}\s/.test(line) && line.replace(/^#+\s+/, '').trim() === heading,
  );
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,6}\s/.test(line)) break;
    if (line.trim().startsWith('|')) rows.push(cells(line));
    else if (rows.length > 0) break;
  }
  // The header row and the delimiter row are no body rows.
  return rows.slice(2);
}

/** The backticked names of a table's first column: `` `PORT` `` -> 'PORT'; a cell may hold several. */
export function firstColumnNames(rows: readonly string[][]): string[] {
  return rows.flatMap((row) =>
    [...(row[0] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''),
  );
}
