import { parseCommandLine } from '../mock-server/src/lib/command-line';
import { loadConfig } from '../mock-server/src/config';
import { openDatabaseToRead } from '../mock-server/src/db/database';
import { checkLedger } from '../mock-server/src/services/ledger-check';

// `npm run check:ledger -- [--db FILE]`: the money invariants over a mock server database (read-only;
// default: MOCK_DB or .data/mock.db). Exits 1 when any is broken.

const { values } = parseCommandLine({ options: { db: { type: 'string' } } });
const dbFile = values.db ?? loadConfig().dbFile;
const db = openDatabaseToRead(dbFile);
try {
  const started = performance.now();
  const report = checkLedger(db);
  const ms = Math.round(performance.now() - started);
  console.log(
    `${dbFile}: ${report.users} users, ${report.ledgerRows} ledger rows, ${report.bids} bid lines checked in ${ms} ms`,
  );
  console.log(
    `total of balances ${report.totals.balancesMinor} minor, expected ${report.totals.expectedMinor} minor`,
  );
  if (report.violations.length === 0) {
    console.log('ledger check: no violations');
  } else {
    for (const v of report.violations) console.error(`VIOLATION ${v}`);
    console.error(`ledger check: ${report.violations.length} violation(s)`);
    process.exitCode = 1;
  }
} finally {
  db.close();
}
