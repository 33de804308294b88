import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, parseRuntimeConfig as parse } from './runtime-config-schema';
import {
  apiBaseUrl,
  loadRuntimeConfig,
  providerTarget,
  runtimeConfig,
  setRuntimeConfig,
  withdrawMethodCodes,
} from './runtime-config';

const valid = {
  apiBaseUrl: 'http://127.0.0.1:8787/',
  appKey: 'matka-dev-app-key',
  envType: 'Prod',
  upiPayeeAddress: 'matka.dev@upi',
  supportFallback: '9999999999',
};

describe('runtime config (config.json)', () => {
  it('accepts a complete configuration', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('names every missing or invalid field', () => {
    expect(() => parseRuntimeConfig({ apiBaseUrl: '', envType: 'Dev' })).toThrow(
      'config.json is missing or has invalid: appKey, envType, upiPayeeAddress, supportFallback',
    );
  });

  it("ignores a top-level key it does not know: a newer deployment's config.json still starts the app", () => {
    expect(parseRuntimeConfig({ ...valid, foo: 1, appDownloadURL: 'x' })).toEqual(
      parseRuntimeConfig(valid),
    );
  });

  it('names an unknown key, with the known key it is near, and reports a misspelt one once', () => {
    const parseRuntimeConfig = (raw: unknown) => parse(raw, { unknownKeys: 'refuse' });
    expect(() => parseRuntimeConfig({ ...valid, foo: 1 })).toThrow(
      'config.json is missing or has invalid: foo (unknown key)',
    );
    expect(() =>
      parseRuntimeConfig({ ...valid, appDownloadURL: 'https://x.example/a.apk' }),
    ).toThrow(
      'config.json is missing or has invalid: appDownloadURL (unknown key: did you mean appDownloadUrl?)',
    );
    const { supportFallback, ...withoutFallback } = valid;
    expect(() =>
      parseRuntimeConfig({ ...withoutFallback, supportFallbak: supportFallback }),
    ).toThrow(/invalid: supportFallbak \(unknown key: did you mean supportFallback\?\)$/);
    expect(() =>
      parseRuntimeConfig({
        ...valid,
        provider: { withdrawMethod: {}, paths: { apiGetQrPy: null } },
      }),
    ).toThrow(
      'config.json is missing or has invalid: provider.paths.apiGetQrPy (unknown key: did you mean apiGetQrPay?), provider.withdrawMethod (unknown key: did you mean withdrawMethods?)',
    );
  });

  it("uses the page's origin for an empty apiBaseUrl and drops a trailing slash", () => {
    expect(apiBaseUrl(parseRuntimeConfig(valid))).toBe('http://127.0.0.1:8787');
    expect(apiBaseUrl(parseRuntimeConfig({ ...valid, apiBaseUrl: '' }))).toBe(
      window.location.origin,
    );
  });

  it('fetches config.json beside index.html once and parses it', async () => {
    setRuntimeConfig(undefined);
    const requested: string[] = [];
    const fakeFetch = async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return new Response(JSON.stringify(valid), { status: 200 });
    };
    await expect(loadRuntimeConfig(fakeFetch)).resolves.toEqual(valid);
    await loadRuntimeConfig(fakeFetch);
    expect(requested).toEqual([new URL('config.json', document.baseURI).href]);
    expect(runtimeConfig()).toEqual(valid);
  });

  it('fails with the HTTP status when config.json is missing, and tries again next time', async () => {
    setRuntimeConfig(undefined);
    const missing = async () => new Response('nope', { status: 404 });
    await expect(loadRuntimeConfig(missing)).rejects.toThrow('HTTP 404');
    const present = async () => new Response(JSON.stringify(valid), { status: 200 });
    await expect(loadRuntimeConfig(present)).resolves.toEqual(valid);
  });

  it('reads a provider section: its paths go to every call, its codes to Withdraw', () => {
    const config = parseRuntimeConfig({
      ...valid,
      provider: {
        paths: { apiGalidisawarGame: 'api-galidisswar-game', apiGetQrPay: null },
        withdrawMethods: { paytm: '2', googlePay: '3', phonePe: '4' },
      },
    });
    expect(providerTarget(config).paths).toEqual({
      apiGalidisawarGame: 'api-galidisswar-game',
      apiGetQrPay: null,
    });
    expect(withdrawMethodCodes(config)).toEqual({ paytm: '2', googlePay: '3', phonePe: '4' });
  });

  it("uses the spec's paths and codes without a provider section", () => {
    const config = parseRuntimeConfig(valid);
    expect(providerTarget(config)).not.toHaveProperty('paths');
    expect(withdrawMethodCodes(config)).toEqual({ googlePay: '2', paytm: '3', phonePe: '4' });
  });

  it('names a bad entry of the provider section', () => {
    expect(() =>
      parseRuntimeConfig({ ...valid, provider: { paths: { apiGaliGame: 'x' } } }),
    ).toThrow('config.json is missing or has invalid: provider.paths.apiGaliGame (unknown key)');
    expect(() =>
      parseRuntimeConfig({ ...valid, provider: { paths: { apiGetQrPay: '../qr' } } }),
    ).toThrow('config.json is missing or has invalid: provider.paths.apiGetQrPay');
    expect(() =>
      parseRuntimeConfig({
        ...valid,
        provider: { withdrawMethods: { paytm: '2', googlePay: '2', phonePe: '4' } },
      }),
    ).toThrow('config.json is missing or has invalid: provider.withdrawMethods');
  });
});
