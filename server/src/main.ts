import { buildServer } from './app';
import { readClientFiles } from './client-files';
import { StartupError, loadServeConfig, type ServeConfig } from './config';

/**
 * The one line said at start: where the app is, the host names it answers to, and where provider
 * calls go (no secret in it).
 */
function startLine(config: ServeConfig, address: string): string {
  const cookie = config.providerCookie === undefined ? 'no cookie' : 'PROVIDER_COOKIE added';
  const hosts = config.allowedHosts.join(', ');
  return `Matka: serving ${config.clientDist} at ${address} for ${hosts} (ALLOWED_HOSTS), provider calls to ${config.providerUrl} (${cookie})`;
}

async function main(): Promise<void> {
  let config: ServeConfig;
  let files: ReturnType<typeof readClientFiles>;
  try {
    config = loadServeConfig();
    files = readClientFiles(config);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const app = await buildServer({ config, files });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  // Fastify says "Server listening" once per network interface; the line below says it once.
  const level = app.log.level;
  app.log.level = 'warn';
  let address: string;
  try {
    address = await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    process.stderr.write(
      `Port ${config.port} on ${config.host} is taken: set PORT to a free one.\n`,
    );
    process.exit(1);
  }
  app.log.level = level;
  app.log.info(
    { port: config.port, host: config.host, configJson: config.configJson },
    startLine(config, address),
  );
}

await main();
