import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCommandLine } from '../mock-server/src/lib/command-line';
import { probe } from './lib/probe/probe';
import { formatReport } from './lib/probe/report';

// `npm run probe -- <base URL> [--app-key K] [--mobile M --password P] [--write]`: calls every
// endpoint the client uses on a provider and prints, per endpoint, whether it is there and fits the
// contract and how it differs from the spec, then the config.json `provider` section
// (docs/decisions/009) that makes the client work with it. Exit 1 when a required endpoint cannot
// work (docs/configuration.md, "Finding a provider's section").

const USAGE =
  'Usage: npm run probe -- <base URL> [--app-key KEY] [--mobile PHONE --password PASSWORD] [--write]';

const DEV_CONFIG = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../client/public/config.json',
);

/** The development config.json's app key (the local mock's), when no --app-key is given. */
function devAppKey(): string {
  const config = JSON.parse(fs.readFileSync(DEV_CONFIG, 'utf8')) as { appKey?: unknown };
  return typeof config.appKey === 'string' ? config.appKey : '';
}

const { values, positionals } = parseCommandLine({
  allowPositionals: true,
  options: {
    'app-key': { type: 'string' },
    mobile: { type: 'string' },
    password: { type: 'string' },
    write: { type: 'boolean', default: false },
  },
});
const baseUrl = positionals[0];
if (baseUrl === undefined || positionals.length > 1 || !/^https?:\/\//.test(baseUrl)) {
  console.error(USAGE);
  process.exit(2);
}
if ((values.mobile === undefined) !== (values.password === undefined)) {
  console.error(`--mobile and --password go together\n${USAGE}`);
  process.exit(2);
}

const result = await probe({
  baseUrl,
  appKey: values['app-key'] ?? devAppKey(),
  ...(values.mobile === undefined ? {} : { mobile: values.mobile }),
  ...(values.password === undefined ? {} : { password: values.password }),
  write: values.write,
});
console.log(formatReport(result));
process.exit(result.problems.length > 0 ? 1 : 0);
