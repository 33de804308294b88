import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildServer } from '../../../server/src/app';
import { readClientFiles } from '../../../server/src/client-files';
import { loadServeConfig } from '../../../server/src/config';

const clientDist = path.resolve(__dirname, '../../../client/dist');

export interface ProductionServer {
  /** Where the browser opens the app. */
  readonly url: string;
  /** Its log so far (JSON lines). */
  logs(): string;
  close(): Promise<void>;
}

/**
 * The production server (`npm run serve`, server/) over the built client, forwarding the provider
 * paths to `providerUrl`, with the deployer's `config.json` written from `runtimeConfig`.
 */
export async function startProductionServer(
  providerUrl: string,
  runtimeConfig: Record<string, unknown>,
): Promise<ProductionServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'matka-e2e-serve-'));
  const configJson = path.join(dir, 'config.json');
  writeFileSync(configJson, JSON.stringify(runtimeConfig));
  const config = loadServeConfig({
    PROVIDER_URL: providerUrl,
    CLIENT_DIST: clientDist,
    CONFIG_JSON: configJson,
    LOG_LEVEL: 'info',
  });
  let logged = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString('utf8');
      done();
    },
  });
  const app = await buildServer({ config, files: readClientFiles(config), logStream });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    logs: () => logged,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
