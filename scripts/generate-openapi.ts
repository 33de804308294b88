import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiJson } from '@matka/shared/contract';

// Writes docs/openapi.json from the contract; `shared/src/contract/openapi.test.ts` fails when it is stale.
const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
writeFileSync(target, openApiJson());
console.log(`Wrote ${target}`);
