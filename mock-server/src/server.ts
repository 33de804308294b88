import fs from 'node:fs';
import { buildApp } from './app';
import { consoleAddress } from './console-address';
import { loadConfig } from './config';
import { seedScenario } from './seed';

const config = loadConfig();
if (!fs.existsSync(config.dbFile)) {
  await seedScenario({ dbFile: config.dbFile, scenario: config.scenario });
}
const app = await buildApp({
  dbFile: config.dbFile,
  appKey: config.appKey,
  control: config.control,
  staticDir: config.staticDir,
  corsOrigin: config.corsOrigin,
  rateLimit: config.rateLimit,
  logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.port, host: config.host });
if (config.control) {
  const address = consoleAddress({
    port: config.port,
    servesClient: config.staticDir !== undefined,
    clientPort: process.env['CLIENT_PORT'],
    controlToken: process.env['MOCK_CONTROL_TOKEN'],
  });
  const where =
    config.staticDir === undefined ? ' (through the client dev server of npm start)' : '';
  console.log(`Matka mock: the testers' console is at ${address}${where}`);
}
