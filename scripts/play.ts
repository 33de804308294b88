import path from 'node:path';
import { parseCommandLine } from '../mock-server/src/lib/command-line';
import { DEFAULT_APP_KEY } from '../mock-server/src/config';
import { LENIENT_PROVIDER_SECTION } from '../mock-server/src/lib/lenient-provider-section';
import {
  controlClient,
  ControlRefusal,
  type MockTarget,
} from '../mock-server/src/play/mock-target';
import { startOwnMock } from '../mock-server/src/play/own-mock';
import { playScript } from '../mock-server/src/play/runner';
import { loadScript, shippedScripts } from '../mock-server/src/play/script-file';
import { controlAccess, refusedLine, typedIn, unreachableLine } from './lib/control-access';

// `npm run play -- <script>... [--url URL] [--token TOKEN] [--app-key KEY] [--profile lenient]`, or
// `--all`: runs play scripts (fixtures/scripts/<name>.json, or a path ending in .json) against a
// running mock, or against one of its own on a temporary database; prints each step; exits 1 at the
// first failed expectation (docs/for-testers.md). `--profile lenient` plays a mock started with
// MOCK_PROFILE=lenient (or starts its own so), at that profile's paths and codes. A mock on this
// machine needs no --token: its token file is read (scripts/lib/control-access.ts).

const { values, positionals } = parseCommandLine({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    token: { type: 'string' },
    'app-key': { type: 'string' },
    all: { type: 'boolean', default: false },
    profile: { type: 'string', default: 'spec' },
  },
});
const profile = values.profile;
if (profile !== 'spec' && profile !== 'lenient') {
  console.error(`--profile is spec or lenient, not ${profile}`);
  process.exit(2);
}
const names = values.all ? shippedScripts() : positionals;
if (names.length === 0) {
  console.error(
    `Usage: npm run play -- <script>... [--url URL] [--token TOKEN] [--app-key KEY] [--profile lenient] | --all\nShipped scripts: ${shippedScripts().join(', ')}`,
  );
  process.exit(2);
}

// Every script is checked before any runs: a typo fails at once, naming its step.
let scripts: ReturnType<typeof loadScript>[];
try {
  scripts = names.map((name) => loadScript(name, typedIn()));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const own = values.url === undefined ? await startOwnMock({ profile }) : undefined;
const baseUrl = (values.url ?? '').replace(/\/$/, '');
const access = controlAccess(baseUrl, values.token);
const target: MockTarget = own?.target ?? {
  baseUrl,
  appKey: values['app-key'] ?? process.env['MOCK_APP_KEY'] ?? DEFAULT_APP_KEY,
  controlToken: access.token,
  ...(profile === 'lenient' ? { provider: LENIENT_PROVIDER_SECTION } : {}),
};
if (own === undefined) {
  // A mock that is not there, or refuses the token, is one line before any step runs.
  try {
    await controlClient(target)('clockNow', {});
  } catch (error) {
    console.error(
      error instanceof ControlRefusal
        ? error.httpStatus === 401
          ? refusedLine(baseUrl, access)
          : error.message
        : unreachableLine(baseUrl, error),
    );
    process.exit(1);
  }
}
if (own !== undefined)
  console.log(`(a mock of its own at ${own.target.baseUrl}, on a temporary database)`);
let failed = 0;
try {
  for (const { script, file } of scripts) {
    console.log(`\n${path.relative(process.cwd(), file)}`);
    const result = await playScript(script, target, {
      dir: path.dirname(file),
      log: (line) => console.log(`  ${line}`),
    });
    if (!result.ok) {
      failed += 1;
      break;
    }
  }
} finally {
  await own?.close();
}
process.exitCode = failed > 0 ? 1 : 0;
