import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import {
  TABLE_END,
  TABLE_START,
  providerApiTable,
} from '../mock-server/src/http/lenient/provider-api-table';

// Writes docs/lenient-profile.md's provider API table from the list; its test fails when it is stale.
const target = fileURLToPath(new URL('../docs/lenient-profile.md', import.meta.url));
const page = readFileSync(target, 'utf8');
const start = page.indexOf(TABLE_START);
const end = page.indexOf(TABLE_END);
if (start < 0 || end < start) throw new Error(`${target} has no provider-api table markers`);
const written = `${page.slice(0, start + TABLE_START.length)}\n\n${providerApiTable()}\n\n${page.slice(end)}`;
writeFileSync(target, await format(written, { parser: 'markdown', filepath: target }));
console.log(`Wrote the provider API table of ${target}`);
