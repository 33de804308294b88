import { parseArgs } from 'node:util';
import { settableClock } from '@matka/shared/time';
import { buildApp } from '../../src/app';

// The mock server as its own process for the reliability tests: `--db FILE --now MS`, a frozen clock,
// no abuse limits, 127.0.0.1 on a free port, printed as `LISTENING <port>`.

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    now: { type: 'string' },
    'app-key': { type: 'string' },
    'control-token': { type: 'string' },
  },
});
if (values.db === undefined || values.now === undefined) throw new Error('--db and --now needed');
const app = await buildApp({
  dbFile: values.db,
  clock: settableClock(Number(values.now)),
  appKey: values['app-key'] ?? 'test-app-key',
  controlToken: values['control-token'] ?? 'test-control-token-0123',
  rateLimit: false,
  guardWrites: true,
});
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
