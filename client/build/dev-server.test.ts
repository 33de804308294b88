import type { UserConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';
import { clientPort, whereToOpenLine } from './dev-server';

type ConfigFn = (env: { mode: string; command: 'serve' | 'build' }) => UserConfig;

function resolvedConfig(): UserConfig {
  return (viteConfig as unknown as ConfigFn)({ mode: 'development', command: 'serve' });
}

const saved = process.env.CLIENT_PORT;
afterEach(() => {
  if (saved === undefined) delete process.env.CLIENT_PORT;
  else process.env.CLIENT_PORT = saved;
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

describe('where to open the app', () => {
  it('names the app address and the mock provider in one line', () => {
    const line = whereToOpenLine(5391, 'http://127.0.0.1:8787');
    expect(line).not.toContain('\n');
    expect(line).toContain('http://localhost:5391/');
    expect(line).toContain('the mock provider is at http://127.0.0.1:8787');
  });

  it('names another provider as the provider', () => {
    expect(whereToOpenLine(5173, 'https://provider.test')).toContain(
      'the provider is at https://provider.test',
    );
  });
});
