import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildServer, type Timeouts } from '../../src/app';
import { readClientFiles } from '../../src/client-files';
import { loadServeConfig } from '../../src/config';

export interface TestServer {
  readonly app: FastifyInstance;
  /** Everything logged so far (JSON lines). */
  logs(): string;
}

/** The host names the tests' requests name (the `Host` of `inject` is `localhost`). */
const TEST_HOSTS = 'localhost 127.0.0.1 matka.example play.matka.example';

/**
 * The production server as `npm run serve` builds it, from these environment variables, over the
 * client folder `dist`, its log lines captured.
 */
export async function startServe(
  env: Record<string, string>,
  dist: string,
  options: { now?: () => number; timeouts?: Partial<Timeouts> } = {},
): Promise<TestServer> {
  const config = loadServeConfig({
    CLIENT_DIST: dist,
    LOG_LEVEL: 'info',
    ALLOWED_HOSTS: TEST_HOSTS,
    ...env,
  });
  let logged = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString('utf8');
      done();
    },
  });
  const app = await buildServer({ config, files: readClientFiles(config), logStream, ...options });
  await app.ready();
  return { app, logs: () => logged };
}
