import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readClientFiles } from '../src/client-files';
import { DEFAULT_CLIENT_DIST, loadServeConfig } from '../src/config';
import { RUNTIME_CONFIG, createClientDist, type ClientDist } from './support/client-dist';

describe('the environment (loadServeConfig)', () => {
  it('needs PROVIDER_URL and says what it is', () => {
    expect(() => loadServeConfig({})).toThrow(
      "Invalid server environment: PROVIDER_URL: required: the provider's base URL, e.g. https://provider.example",
    );
  });

  it('has defaults for the rest', () => {
    expect(loadServeConfig({ PROVIDER_URL: 'https://provider.example/' })).toEqual({
      port: 8080,
      host: '0.0.0.0',
      providerUrl: 'https://provider.example',
      providerCookie: undefined,
      clientDist: DEFAULT_CLIENT_DIST,
      configJson: path.join(DEFAULT_CLIENT_DIST, 'config.json'),
      logLevel: 'info',
      trustProxy: undefined,
      imageOrigins: [],
      allowedHosts: ['localhost', '127.0.0.1', '::1'],
      readyCheckMs: 5000,
    });
    expect(DEFAULT_CLIENT_DIST.endsWith(path.join('client', 'dist'))).toBe(true);
  });

  it('takes relative paths from the folder npm was started in', () => {
    const config = loadServeConfig({
      PROVIDER_URL: 'https://provider.example',
      INIT_CWD: '/srv/matka',
      CLIENT_DIST: 'build',
      CONFIG_JSON: 'conf/config.json',
    });
    expect(config.clientDist).toBe(path.resolve('/srv/matka/build'));
    expect(config.configJson).toBe(path.resolve('/srv/matka/conf/config.json'));
  });

  it('names every bad variable', () => {
    expect(() =>
      loadServeConfig({
        PROVIDER_URL: 'ftp://provider.example',
        PORT: '70000',
        PROVIDER_COOKIE: 'a=1\r\nX-Injected: 1',
        LOG_LEVEL: 'loud',
        IMAGE_ORIGINS: 'https://cdn.example/images',
      }),
    ).toThrow(
      /PORT: .*; PROVIDER_URL: an http\(s\) URL without \? or #; PROVIDER_COOKIE: printable ASCII on one line.*; LOG_LEVEL: .*; IMAGE_ORIGINS: https:\/\/cdn.example\/images is not an origin/,
    );
  });

  it('reads READY_CHECK_SECONDS as whole seconds from 1 to 300, and names a wrong one', () => {
    const base = { PROVIDER_URL: 'https://provider.example' };
    expect(loadServeConfig({ ...base, READY_CHECK_SECONDS: '2' }).readyCheckMs).toBe(2000);
    for (const bad of ['0', '1.5', '301', 'soon'])
      expect(() => loadServeConfig({ ...base, READY_CHECK_SECONDS: bad }), bad).toThrow(
        /^Invalid server environment: READY_CHECK_SECONDS: a (whole )?number of seconds from 1 to 300$/,
      );
  });

  it.each([
    ['a control character', 'ci_session=abc\u0001def'],
    ['a non-ASCII character', 'ci_session=abcé'],
    ['a tab', 'ci_session=abc\tdef'],
  ])('refuses a PROVIDER_COOKIE with %s', (_what, cookie) => {
    expect(() =>
      loadServeConfig({ PROVIDER_URL: 'https://provider.example', PROVIDER_COOKIE: cookie }),
    ).toThrow('PROVIDER_COOKIE: printable ASCII on one line, like ci_session=abc123');
  });

  it('reads TRUST_PROXY as addresses or subnets, and names a wrong one', () => {
    const read = (value: string) =>
      loadServeConfig({ PROVIDER_URL: 'https://provider.example', TRUST_PROXY: value });
    expect(read('127.0.0.1, 10.0.0.0/8').trustProxy).toBe('127.0.0.1,10.0.0.0/8');
    expect(read('loopback').trustProxy).toBe('loopback');
    expect(() => read('banana')).toThrow(
      "Invalid server environment: TRUST_PROXY: 'banana' is not a list of addresses or subnets",
    );
  });

  it('reads ALLOWED_HOSTS as host names, subdomains with a leading dot', () => {
    const read = (value: string) =>
      loadServeConfig({ PROVIDER_URL: 'https://provider.example', ALLOWED_HOSTS: value });
    expect(read('Play.Example.com, .matka.example [::1]').allowedHosts).toEqual([
      'play.example.com',
      '.matka.example',
      '::1',
    ]);
    expect(() => read('*')).toThrow('ALLOWED_HOSTS: * is not a host name');
    expect(() => read('https://play.example.com')).toThrow('is not a host name');
  });

  it('reads IMAGE_ORIGINS as a list of origins', () => {
    const config = loadServeConfig({
      PROVIDER_URL: 'https://provider.example',
      IMAGE_ORIGINS: 'https://cdn.example, https://img.example/',
    });
    expect(config.imageOrigins).toEqual(['https://cdn.example', 'https://img.example']);
  });
});

describe('the built client and config.json (readClientFiles)', () => {
  let dist: ClientDist;
  beforeAll(() => {
    dist = createClientDist();
  });
  afterAll(() => dist.remove());

  const at = (clientDist: string, configJson = path.join(clientDist, 'config.json')) => ({
    clientDist,
    configJson,
  });

  it('stops with `npm run build` when there is no built client', () => {
    expect(() => readClientFiles(at(path.join(dist.dir, 'missing')))).toThrow(
      /no index.html\): run `npm run build` first, or set CLIENT_DIST/,
    );
  });

  it('stops naming the fields config.json lacks', () => {
    const bad = createClientDist({ 'config.json': JSON.stringify({ apiBaseUrl: '' }) });
    try {
      expect(() => readClientFiles(at(bad.dir))).toThrow(
        'config.json is missing or has invalid: appKey, envType, upiPayeeAddress, supportFallback',
      );
    } finally {
      bad.remove();
    }
  });

  it('stops when config.json is missing or not JSON', () => {
    expect(() => readClientFiles(at(dist.dir, path.join(dist.dir, 'none.json')))).toThrow(
      /No config.json at .*none.json: put the deployment's config.json there or name it with CONFIG_JSON/,
    );
    expect(() => readClientFiles(at(dist.dir, path.join(dist.dir, 'sw.js')))).toThrow(
      /sw.js is not JSON/,
    );
  });

  it('reads config.json from CONFIG_JSON when given', () => {
    const other = createClientDist({
      'deploy.json': JSON.stringify({ ...RUNTIME_CONFIG, appKey: 'deployed-key' }),
    });
    try {
      const files = readClientFiles(at(dist.dir, path.join(other.dir, 'deploy.json')));
      expect(files.runtimeConfig.appKey).toBe('deployed-key');
    } finally {
      other.remove();
    }
  });
});
