import type { UserConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import viteConfig from '../vite.config.ts';
import { clientHost, clientPort, whereToOpenLine } from './dev-server.ts';

type ConfigFn = (env: { mode: string; command: 'serve' | 'build' }) => UserConfig;

function resolvedConfig(): UserConfig {
  return (viteConfig as unknown as ConfigFn)({ mode: 'development', command: 'serve' });
}

const saved = { port: process.env.CLIENT_PORT, host: process.env.CLIENT_HOST };
afterEach(() => {
  if (saved.port === undefined) delete process.env.CLIENT_PORT;
  else process.env.CLIENT_PORT = saved.port;
  if (saved.host === undefined) delete process.env.CLIENT_HOST;
  else process.env.CLIENT_HOST = saved.host;
});

describe('the client dev server port (CLIENT_PORT)', () => {
  it('defaults to 5173 for dev and keeps Vite 4173 for preview', () => {
    delete process.env.CLIENT_PORT;
    const config = resolvedConfig();
    expect(config.server?.port).toBe(5173);
    expect(config.preview?.port).toBe(4173);
  });

  it('serves dev and preview on CLIENT_PORT, and fails rather than moving to another port', () => {
    process.env.CLIENT_PORT = '5391';
    const config = resolvedConfig();
    expect(config.server).toMatchObject({ port: 5391, strictPort: true });
    expect(config.preview).toMatchObject({ port: 5391, strictPort: true });
  });

  it.each(['0', '65536', '51.5', 'abc', '-1'])(
    'refuses CLIENT_PORT=%j with a clear error',
    (bad) => {
      expect(() => clientPort(bad, 5173)).toThrow(
        `CLIENT_PORT must be a port number (1-65535), not "${bad}"`,
      );
    },
  );

  it('reads a blank CLIENT_PORT as unset', () => {
    expect(clientPort('', 5173)).toBe(5173);
    expect(clientPort(' ', 4173)).toBe(4173);
  });
});

describe('who can reach the dev server (CLIENT_HOST)', () => {
  it('listens on this machine only unless told otherwise', () => {
    delete process.env.CLIENT_HOST;
    const config = resolvedConfig();
    expect(config.server?.host).toBe('127.0.0.1');
    expect(config.preview?.host).toBe('127.0.0.1');
    expect(clientHost(' ')).toBe('127.0.0.1');
  });

  it('listens where CLIENT_HOST says, and refuses what is not an address', () => {
    process.env.CLIENT_HOST = '0.0.0.0';
    expect(resolvedConfig().server?.host).toBe('0.0.0.0');
    expect(() => clientHost('everyone')).toThrow(
      'CLIENT_HOST must be an IP address to listen on (0.0.0.0 for every network), not "everyone"',
    );
  });
});

describe('the provider the dev server talks to', () => {
  const saved = { port: process.env.PORT, provider: process.env.PROVIDER_URL };
  afterEach(() => {
    if (saved.port === undefined) delete process.env.PORT;
    else process.env.PORT = saved.port;
    if (saved.provider === undefined) delete process.env.PROVIDER_URL;
    else process.env.PROVIDER_URL = saved.provider;
  });
  const target = () => resolvedConfig().server?.proxy?.['^/api'];

  it("is the mock on PORT, the mock's own setting, so one setting moves both", () => {
    delete process.env.PROVIDER_URL;
    delete process.env.PORT;
    expect(target()).toMatchObject({ target: 'http://127.0.0.1:8787' });
    process.env.PORT = '8797';
    expect(target()).toMatchObject({ target: 'http://127.0.0.1:8797' });
  });

  it('is PROVIDER_URL when set, whatever PORT says', () => {
    process.env.PORT = '8797';
    process.env.PROVIDER_URL = 'https://provider.test';
    expect(target()).toMatchObject({ target: 'https://provider.test' });
  });

  it('refuses a PORT that is not a port', () => {
    delete process.env.PROVIDER_URL;
    process.env.PORT = 'eighty';
    expect(() => resolvedConfig()).toThrow('PORT must be a port number (1-65535), not "eighty"');
  });
});

describe('where to open the app', () => {
  const local = { network: false } as const;

  it('names the app address, who can open it and the mock provider in one line', () => {
    const line = whereToOpenLine(5391, 'http://127.0.0.1:8787', local);
    expect(line).not.toContain('\n');
    expect(line).toContain('http://localhost:5391/ (this machine only;');
    expect(line).toContain('the mock provider is at http://127.0.0.1:8787');
  });

  it("says when the network can open it, at the machine's addresses", () => {
    const line = whereToOpenLine(5173, 'http://127.0.0.1:8787', {
      network: true,
      at: ['192.168.1.20', '10.0.0.5'],
    });
    expect(line).toContain(
      'open to the network: a phone opens http://192.168.1.20:5173/ or http://10.0.0.5:5173/',
    );
  });

  it('names another provider as the provider', () => {
    expect(whereToOpenLine(5173, 'https://provider.test', local, false)).toContain(
      'the provider is at https://provider.test',
    );
  });
});
