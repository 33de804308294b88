import { fileURLToPath } from 'node:url';
import { ceilingOf, packageShares } from './lib/comment-share';
import { trackedFiles } from './lib/tracked-files';

// `npm run comment-share`: each package's share of comment lines, source and tests apart, against
// its ceiling (docs/testing.md#comments). Exits 1 when one is over.

const root = fileURLToPath(new URL('..', import.meta.url));
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
let over = 0;
console.log('package      part     files  comment lines / non-blank   share  ceiling');
for (const row of packageShares(root, trackedFiles(root))) {
  if (row.files === 0) continue;
  const ceiling = ceilingOf(row.name, row.part);
  const flag = row.share > ceiling ? '  OVER' : '';
  if (flag) over++;
  console.log(
    `${row.name.padEnd(12)} ${row.part.padEnd(7)} ${String(row.files).padStart(6)}  ${`${row.comment} / ${row.nonBlank}`.padStart(24)} ${percent(row.share).padStart(7)} ${percent(ceiling).padStart(8)}${flag}`,
  );
}
if (over > 0) process.exitCode = 1;
