import { buildServer } from './app';
import { readClientFiles } from './client-files';
import { StartupError, loadServeConfig, type ServeConfig } from './config';
import type { ProviderStatus } from './provider-health';

/** No secret in it. */
function startLine(config: ServeConfig, address: string, provider: ProviderStatus): string {
  const cookie = config.providerCookie === undefined ? 'no cookie' : 'PROVIDER_COOKIE added';
  const hosts = config.allowedHosts.join(', ');
  const line = `Matka: serving ${config.clientDist} at ${address} for ${hosts} (ALLOWED_HOSTS), provider calls to ${config.providerUrl} (${cookie})`;
  if (provider.answers) return line;
  return `${line}; WARNING: the provider cannot be reached (${provider.detail}): players' calls fail until it answers, /readyz says 503`;
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
  // Fastify says "Server listening" once per interface; this line says it once.
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
  // Serving already: a provider that does not answer delays this line, not the players.
  const provider = await app.providerHealth.status();
  const fields = {
    port: config.port,
    host: config.host,
    configJson: config.configJson,
    provider: provider.detail,
  };
  if (provider.answers) app.log.info(fields, startLine(config, address, provider));
  else app.log.warn(fields, startLine(config, address, provider));
}

await main();
