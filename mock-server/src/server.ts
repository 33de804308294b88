import fs from 'node:fs';
import path from 'node:path';
import { parseCommandLine } from './lib/command-line';
import { buildApp } from './app';
import { consoleAddress } from './console-address';
import { checkStaticDir, loadConfig, type ServerConfig } from './config';
import { prepareControlTokenFolder, writeControlTokenFile } from './control-token-file';
import { ensurePrivateFolder, PrivateFolderError } from './private-files';
import { runningHolder, writeDatabaseHolder } from './database-holder';
import { loggerOptions } from './log-output';
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

/** Where the player's app is when this server serves the built client (MOCK_STATIC_DIR). */
const appLine = (port: number) =>
  `Matka mock: open the app at http://localhost:${port}/ (the built client of MOCK_STATIC_DIR)`;

/**
 * Where the testers' console is, said in one line: on this server when it serves the built client
 * (MOCK_STATIC_DIR) or has a built console; on the client dev server under `npm start`
 * (`--with-dev-server`), which serves the console from the source; else how to get one.
 */
function consoleLine(
  config: ServerConfig,
  port: number,
  withDevServer: boolean,
  builtConsole: boolean,
): string {
  const onDevServer = withDevServer && config.staticDir === undefined;
  const address = consoleAddress({
    port,
    servesClient: !onDevServer,
    clientPort: process.env['CLIENT_PORT'],
    controlToken: config.controlToken.value,
  });
  if (onDevServer)
    return `Matka mock: the testers' console is at ${address} (through the client dev server of npm start)`;
  if (config.staticDir !== undefined)
    return `${appLine(port)}; the testers' console is at ${address}`;
  if (builtConsole) return `Matka mock: the testers' console is at ${address}`;
  return `Matka mock: the testers' console is not built: run npm run build and start the mock again (it is then at ${address.replace(/#.*/, '')}), or use npm start`;
}

async function start(): Promise<void> {
  // `npm start` passes --with-dev-server: the client dev server beside the mock serves the console.
  const { values: flags } = parseCommandLine({
    options: { 'with-dev-server': { type: 'boolean', default: false } },
  });
  const config = loadConfig();
  if (config.staticDir !== undefined) checkStaticDir(config.staticDir);
  // The data folder holds the control token and, by default, the database: this user's alone.
  if (config.control) prepareControlTokenFolder(config.dataDir);
  else if (path.dirname(config.dbFile) === config.dataDir)
    ensurePrivateFolder(config.dataDir, 'follow');
  checkDatabaseFile(config.dbFile);
  const holder = await runningHolder(config.dbFile);
  if (holder !== undefined) {
    console.error(
      `mock-server: the mock at ${holder.url} (pid ${holder.pid}) already runs on ${config.dbFile}: use that one, stop it first, or give this one another file with MOCK_DB`,
    );
    process.exit(1);
  }
  if (!fs.existsSync(config.dbFile)) {
    await seedScenario({ dbFile: config.dbFile, scenario: config.scenario });
  }
  const builtConsole = fs.existsSync(path.join(config.consoleDir, 'console.html'));
  const app = await buildApp({
    dbFile: config.dbFile,
    appKey: config.appKey,
    control: config.control,
    controlToken: config.controlToken.value,
    staticDir: config.staticDir,
    ...(builtConsole ? { consoleDir: config.consoleDir } : {}),
    corsOrigins: config.corsOrigins,
    allowedHosts: config.allowedHosts,
    trustProxy: config.trustProxy,
    sessionIdleMs: config.sessionIdleMs,
    rateLimit: config.rateLimit,
    profile: config.profile,
    noticeShare: config.noticeShare,
    logger: loggerOptions(config.logLevel),
  });
  let removeTokenFile = (): void => undefined;
  let removeHolder = (): void => undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      removeTokenFile();
      removeHolder();
      void app.close().then(() => process.exit(0));
    });
  }
  process.once('exit', () => {
    removeTokenFile();
    removeHolder();
  });
  if (!LOOPBACK.has(config.host))
    console.warn(
      `Warning: HOST=${config.host}: the mock provider is open to everyone on the network (players' data, sign-ins); the control API still needs its token`,
    );
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  if (config.control)
    removeTokenFile = writeControlTokenFile(port, config.controlToken.value, config.dataDir);
  const anyAddress = config.host === '0.0.0.0' || config.host === '::';
  const shownHost =
    LOOPBACK.has(config.host) || anyAddress
      ? '127.0.0.1'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host;
  const url = `http://${shownHost}:${port}`;
  removeHolder = writeDatabaseHolder(config.dbFile, {
    pid: process.pid,
    url,
    control: config.control,
  });
  // One write, so a reader of the output gets the lines together.
  const second = config.control
    ? consoleLine(config, port, flags['with-dev-server'], builtConsole)
    : config.staticDir === undefined
      ? undefined
      : appLine(port);
  console.log([startupLine(config, url), ...(second === undefined ? [] : [second])].join('\n'));
}

try {
  await start();
} catch (error) {
  // A file or a setting the mock cannot use: one line saying which and what to do, no stack.
  if (
    error instanceof DatabaseFileError ||
    error instanceof PrivateFolderError ||
    (error instanceof Error && /^Invalid mock-server environment/.test(error.message))
  ) {
    console.error(`mock-server: ${error.message}`);
    process.exit(1);
  }
  const code = (error as { code?: unknown }).code;
  if (code === 'EADDRINUSE') {
    console.error(
      `mock-server: ${(error as Error).message}: stop the other server or set PORT to a free port`,
    );
    process.exit(1);
  }
  throw error;
}
