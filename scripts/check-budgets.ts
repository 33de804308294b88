import path from 'node:path';
import { parseCommandLine } from '../mock-server/src/lib/command-line';
import {
  BUDGETS_KB,
  buildClient,
  defaultOutDir,
  formatSizeTable,
  measureBuild,
} from './lib/bundle-sizes';

// The bundle budget gate (docs/performance.md: every screen must load fast from a cold start on
// slow phones; each route's initial JS has a budget in scripts/lib/route-budgets.ts):
// builds the client, prints the size table, exits 1 when a budget is exceeded. `--no-build`
// measures an existing build; `--out-dir` builds elsewhere.
const { values } = parseCommandLine({
  options: {
    'no-build': { type: 'boolean', default: false },
    'out-dir': { type: 'string' },
  },
});
const outDir = values['out-dir'] ? path.resolve(values['out-dir']) : defaultOutDir;

if (!values['no-build']) await buildClient(outDir);
const report = measureBuild(outDir);
console.log(formatSizeTable(report));
console.log(
  `\nBudgets (gzip): landing initial JS ${BUDGETS_KB.landingInitialJs} KB, home ${BUDGETS_KB.homeTotalJs} KB, ` +
    `each lazy chunk ${BUDGETS_KB.lazyChunk} KB, CSS ${BUDGETS_KB.css} KB; ` +
    `every route's initial JS its own (scripts/lib/route-budgets.ts).`,
);
if (report.over.length > 0) {
  console.error(`\nOVER BUDGET: ${report.over.map((row) => row.name).join(', ')}`);
  process.exit(1);
}
console.log('All bundle budgets met.');
