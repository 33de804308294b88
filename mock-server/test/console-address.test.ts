import { describe, expect, it } from 'vitest';
import { consoleAddress } from '../src/console-address';

describe('the console address the mock prints at start', () => {
  it('is on this server when it serves the built client, else on the client dev server', () => {
    expect(consoleAddress({ port: 8787, servesClient: true })).toBe(
      'http://localhost:8787/console',
    );
    expect(consoleAddress({ port: 8787, servesClient: false })).toBe(
      'http://localhost:5173/console',
    );
    expect(consoleAddress({ port: 8787, servesClient: false, clientPort: '5300' })).toBe(
      'http://localhost:5300/console',
    );
  });

  it('carries the control token in the fragment, which no server sees', () => {
    expect(consoleAddress({ port: 8787, servesClient: true, controlToken: 'a b&c' })).toBe(
      'http://localhost:8787/console#token=a%20b%26c',
    );
    expect(consoleAddress({ port: 8787, servesClient: true, controlToken: '' })).toBe(
      'http://localhost:8787/console',
    );
  });
});
