import fs from 'node:fs';
import { buildApp } from './app';
import { consoleAddress } from './console-address';
import { loadConfig, type ServerConfig } from './config';
import { checkDatabaseFile, DatabaseFileError } from './db/database-file';
import { seedScenario } from './seed';

/** Addresses that only this machine can reach. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** The one line a tester needs: where the mock is, and the control API's token. */
function startupLine(config: ServerConfig, url: string): string {
  const control = config.control
    ? `control API: ${url}/control/... with header x-control-token: ${config.controlToken.value}${
        config.controlToken.generated
          ? ' (new at every start; set MOCK_CONTROL_TOKEN to keep one)'
          : ''
      }`
    : 'control API off (MOCK_CONTROL=0)';
  const profile =
    config.profile === 'spec'
      ? ''
      : `; profile ${config.profile} (PHP notices on ${config.noticeShare * 100}% of answers)`;
  return `Mock provider at ${url} (database ${config.dbFile})${profile}; ${control}`;
}

async function start(): Promise<void> {
  const config = loadConfig();
  checkDatabaseFile(config.dbFile);
  if (!fs.existsSync(config.dbFile)) {
    await seedScenario({ dbFile: config.dbFile, scenario: config.scenario });
  }
  const app = await buildApp({
    dbFile: config.dbFile,
    appKey: config.appKey,
    control: config.control,
    controlToken: config.controlToken.value,
    staticDir: config.staticDir,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    sessionIdleMs: config.sessionIdleMs,
    rateLimit: config.rateLimit,
    profile: config.profile,
    noticeShare: config.noticeShare,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  if (!LOOPBACK.has(config.host))
    console.warn(
      `Warning: HOST=${config.host}: the mock provider is open to everyone on the network (players' data, sign-ins); the control API still needs its token`,
    );
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const anyAddress = config.host === '0.0.0.0' || config.host === '::';
  const shownHost =
    LOOPBACK.has(config.host) || anyAddress
      ? '127.0.0.1'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host;
  console.log(startupLine(config, `http://${shownHost}:${port}`));
  if (config.control) {
    const address = consoleAddress({
      port,
      servesClient: config.staticDir !== undefined,
      clientPort: process.env['CLIENT_PORT'],
      controlToken: config.controlToken.value,
    });
    const where =
      config.staticDir === undefined ? ' (through the client dev server of npm start)' : '';
    console.log(`Matka mock: the testers' console is at ${address}${where}`);
  }
}

try {
  await start();
} catch (error) {
  // A file or a setting the mock cannot use: one line saying which and what to do, no stack.
  if (
    error instanceof DatabaseFileError ||
    (error instanceof Error && /^Invalid mock-server environment/.test(error.message))
  ) {
    console.error(`mock-server: ${error.message}`);
    process.exit(1);
  }
  if ((error as { code?: unknown }).code === 'EADDRINUSE') {
    console.error(
      `mock-server: ${(error as Error).message}: stop the other server or set PORT to a free port`,
    );
    process.exit(1);
  }
  throw error;
}
