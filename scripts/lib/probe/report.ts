import type { EndpointReport, ProbeResult } from './probe';

/** The header line before the printed config.json section (the tests find the section after it). */
export const SECTION_HEADING = 'config.json "provider" section:';

function reachable(report: EndpointReport): string {
  if (report.verdict === 'not called') return 'not called';
  return report.verdict === 'missing' ? 'no' : 'yes';
}

function deviations(report: EndpointReport): string {
  const parts = [...report.deviations];
  if (report.message !== undefined && report.message !== '')
    parts.push(`refused: ${report.message}`);
  if (report.verdict === 'missing')
    parts.push(report.optional ? 'missing (optional: feature hidden)' : 'MISSING');
  if (report.verdict === 'broken') parts.push('BROKEN');
  return parts.join('; ');
}

/** The table, the notes and problems, and the config section, as printed. */
export function formatReport(result: ProbeResult): string {
  // Nothing was reached: the problem alone, no table and no section to copy.
  if (result.reports.length === 0)
    return result.problems.map((problem) => `Problem: ${problem}`).join('\n');
  const header = ['endpoint', 'path', 'reachable', 'HTTP', 'fits contract', 'deviations'];
  const rows = result.reports.map((r) => [
    r.name,
    r.path,
    reachable(r),
    r.httpStatus === undefined ? '-' : String(r.httpStatus),
    r.fits,
    deviations(r),
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), ''];
  for (const note of result.notes) out.push(`Note: ${note}`);
  for (const problem of result.problems) out.push(`Problem: ${problem}`);
  if (result.notes.length + result.problems.length > 0) out.push('');
  const empty = Object.keys(result.section).length === 0;
  out.push(
    empty
      ? `${SECTION_HEADING} none needed (the spec's paths and withdraw codes)`
      : SECTION_HEADING,
  );
  out.push(JSON.stringify(result.section, null, 2));
  return out.join('\n');
}
