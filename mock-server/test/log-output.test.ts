import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loggerOptions, readableLogs, type LogOutput } from '../src/log-output';
import { createTestServer, type TestServer } from './helper';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The log lines of one request to a mock whose logger writes for `output` (its stream captured). */
async function logLinesOfOneRequest(
  output: Omit<LogOutput, 'stream'>,
  level = 'debug',
): Promise<string[]> {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  server = await createTestServer({
    app: { logger: loggerOptions(level, { ...output, stream }) },
  });
  await server.call('apiGetSocialData');
  // The app's own ones: the seed may log before the request.
  return stripVTControlCharacters(text)
    .split('\n')
    .filter((line) => line.includes('req-'));
}

describe("the mock's request logs", () => {
  it('are none at the default level (info), in a terminal or not: the app polls every 5 s', async () => {
    expect(await logLinesOfOneRequest({ isTTY: true, env: {} }, 'info')).toEqual([]);
    expect(await logLinesOfOneRequest({ isTTY: false, env: {} }, 'info')).toEqual([]);
  });

  it('are short readable lines in a terminal at MOCK_LOG_LEVEL=debug', async () => {
    const lines = await logLinesOfOneRequest({ isTTY: true, env: {} });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] DEBUG.*: req-1 POST \/api-get-social-data$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] DEBUG.*: req-1 200 in \d+ ms$/);
  });

  it('are JSON lines when stdout is no terminal (a file, a pipe, a log collector)', async () => {
    const lines = await logLinesOfOneRequest({ isTTY: false, env: {} });
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ msg: 'incoming request', reqId: 'req-1' }),
      expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 } }),
    ]);
  });
});

describe('who reads the logs', () => {
  it('is a person in a terminal, or under npm start when its own output is a terminal', () => {
    expect(readableLogs({ isTTY: true, env: {} })).toBe(true);
    // concurrently sets FORCE_COLOR for its commands when it writes to a colour terminal.
    expect(readableLogs({ isTTY: false, env: { FORCE_COLOR: '3' } })).toBe(true);
  });

  it('is a program otherwise, and under tests', () => {
    expect(readableLogs({ isTTY: false, env: {} })).toBe(false);
    expect(readableLogs({ isTTY: false, env: { FORCE_COLOR: '0' } })).toBe(false);
    expect(readableLogs({ isTTY: true, env: { VITEST: 'true' } })).toBe(false);
  });
});
