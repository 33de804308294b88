import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CONTROL_TOKEN_HEADER, controlEndpoints } from '@matka/shared/contract';
import { controlTokenPath } from '../../mock-server/src/data-dir.ts';

/**
 * The mock the dev server talks to when PROVIDER_URL is unset: the one `npm start` runs beside it,
 * on PORT (the mock's own setting, so one setting moves both). Once the dev server listens it checks
 * that the mock answering there is this repository's: it takes the control token this repository's
 * mock wrote for that port. Another mock holding the port (another checkout's) is said in one line,
 * instead of the app quietly playing against it.
 */

/** The mock's port unless PORT names another (mock-server/src/config.ts). */
const DEFAULT_MOCK_PORT = 8787;

/** PORT as the local mock's address; a bad value stops the server, as it stops the mock. */
export function localMockUrl(port: string | undefined): string {
  if (port === undefined || port.trim() === '') return `http://127.0.0.1:${DEFAULT_MOCK_PORT}`;
  const number = Number(port);
  if (!Number.isInteger(number) || number < 1 || number > 65535)
    throw new Error(`PORT must be a port number (1-65535), not "${port}"`);
  return `http://127.0.0.1:${number}`;
}

/** The token file this repository's mock writes while it listens on `port` (its MOCK_DATA_DIR too). */
export function ownTokenFile(port: number): string {
  return controlTokenPath(port);
}

/**
 * What the check found: undefined when the mock is this repository's (or cannot tell: its control
 * API is off), else the line to print. A mock that answers gets `settleMs` to write its token file
 * (it does so right after it listens); nothing answering, `waitMs` (a first start seeds first).
 */
export async function checkOwnMock(
  mockUrl: string,
  options: { waitMs: number; settleMs: number; everyMs: number },
): Promise<string | undefined> {
  const port = Number(new URL(mockUrl).port);
  const file = path.relative(process.cwd(), ownTokenFile(port));
  let givenUp = Date.now() + options.waitMs;
  let answered = false;
  for (;;) {
    let token: string | undefined;
    try {
      token = readFileSync(ownTokenFile(port), 'utf8').trim();
    } catch {
      token = undefined;
    }
    let status: number | undefined;
    try {
      const response = await fetch(`${mockUrl}/${controlEndpoints.clockNow.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token === undefined ? {} : { [CONTROL_TOKEN_HEADER]: token }),
        },
        body: '{}',
        signal: AbortSignal.timeout(2_000),
      });
      await response.body?.cancel();
      status = response.status;
    } catch {
      status = undefined;
    }
    if ((status === 200 && token !== undefined) || status === 404) return undefined;
    if (status !== undefined && !answered) {
      answered = true;
      givenUp = Math.min(givenUp, Date.now() + options.settleMs);
    }
    // The mock may still be seeding or starting beside us: ask again until the wait is over.
    if (Date.now() >= givenUp) {
      if (status === undefined)
        return `Matka: WARNING: nothing answers at ${mockUrl}: the app's calls fail until the mock runs there (npm run mock, or PORT set for both: PORT=<port> npm start)`;
      return `Matka: WARNING: the server at ${mockUrl} is not this repository's mock (${token === undefined ? `no ${file}` : `it refused the token in ${file}`}): the app would play against it; stop it, or move both with PORT=<free port> npm start`;
    }
    await new Promise((resolve) => setTimeout(resolve, options.everyMs));
  }
}

/** Runs the check once the dev server listens, and prints its line when the mock is not ours. */
export function ownMockCheck(mockUrl: string): Plugin {
  return {
    name: 'matka-own-mock-check',
    apply: 'serve',
    configureServer(server) {
      server.httpServer?.once('listening', () => {
        void checkOwnMock(mockUrl, { waitMs: 60_000, settleMs: 3_000, everyMs: 500 }).then(
          (line) => {
            if (line !== undefined) server.config.logger.warn(line);
          },
        );
      });
    },
  };
}
