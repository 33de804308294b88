import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_KEY,
  createTestServer,
  DEMO,
  istAt,
  type TestServer,
} from '../../mock-server/test/helper';
import { SECTION_HEADING } from '../lib/probe/report';
import { NOT_FOUND_PAGE } from '../../mock-server/src/http/lenient/pages';

/**
 * `npm run probe` against the mock on a temporary database, in both profiles: the printed
 * config.json section is the one each profile needs (none for the spec's, balajimatka's for the
 * lenient one), and the exit status says whether a required endpoint cannot work.
 */

const PROBE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../probe.ts');

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function startMock(profile: 'spec' | 'lenient'): Promise<string> {
  server = await createTestServer({
    now: istAt(12),
    rateLimit: false,
    app: { profile, noticeShare: 0.5 },
  });
  // balajimatka itself has no `galidisawar` path (the lenient profile serves both spellings, as
  // other deployments of its code do): its 404 page there, so the probe's search for the other
  // spelling meets what that provider answers.
  if (profile === 'lenient')
    server.app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api-galidisawar-'))
        await reply.code(404).type('text/html; charset=UTF-8').send(NOT_FOUND_PAGE);
    });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function runProbe(
  args: string[],
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', PROBE, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, out, err };
}

/** The JSON printed after the section heading. */
function printedSection(out: string): unknown {
  const at = out.indexOf(SECTION_HEADING);
  expect(at, out).toBeGreaterThanOrEqual(0);
  const rest = out.slice(at + SECTION_HEADING.length);
  return JSON.parse(rest.slice(rest.indexOf('\n') + 1));
}

const account = ['--app-key', APP_KEY, '--mobile', DEMO.mobile, '--password', DEMO.password];

describe('npm run probe', () => {
  it('finds nothing to configure on the spec profile, and exits 0', async () => {
    const url = await startMock('spec');
    const { code, out, err } = await runProbe([url, ...account]);
    expect(err).toBe('');
    expect(code, out).toBe(0);
    expect(printedSection(out)).toEqual({});
    expect(out).toContain(`${SECTION_HEADING} none needed`);
    expect(out).toMatch(/^apiGetDashboardData\s+api-get-dashboard-data\s+yes\s+200\s+yes/m);
    expect(out).toMatch(/^apiSubmitBid\s+api-submit-bid\s+not called/m);
  });

  it("prints balajimatka's section on the lenient profile: Gali spelling, the payment-method list and its codes", async () => {
    const url = await startMock('lenient');
    const { code, out } = await runProbe([url, ...account]);
    expect(code, out).toBe(0);
    expect(printedSection(out)).toEqual({
      paths: {
        apiGalidisawarWiningHistoryData: 'api-galidisswar-wining-history-data',
        apiGalidisawarBidHistoryData: 'api-galidisswar-bid-history-data',
        apiGalidisawarGame: 'api-galidisswar-game',
        apiGalidisawarGameRates: 'api-galidisswar-game-rates',
        apiGalidisawarSubmitBid: 'api-galidisswar-submit-bid',
        apiUserPaymentMethodList: 'api-user-payment-method-list',
      },
      withdrawMethods: { paytm: '2', googlePay: '3', phonePe: '4' },
    });
    expect(out).toMatch(
      /^apiGalidisawarWiningHistoryData\s+api-galidisswar-wining-history-data\s+yes\s+200\s+yes\s+.*wins under win_data/m,
    );
    expect(out).toMatch(/^apiStarlineGame\s.*no status/m);
    expect(out).toMatch(/^apiCheckMobile\s.*refusal with HTTP 200/m);
    expect(out).toMatch(/text before the JSON \(PHP notice\)/);
    // The calls other deployments add are served too (docs/lenient-profile.md).
    expect(out).toMatch(/^apiGetHeadline\s+api-get-headline\s+yes\s+200\s/m);
    expect(out).toMatch(/status true and wallet_amt ""/);
  });

  it('without a test account finds the paths, and says the withdraw codes need one', async () => {
    const url = await startMock('lenient');
    const { code, out } = await runProbe([url, '--app-key', APP_KEY]);
    expect(code, out).toBe(0);
    const section = printedSection(out) as { paths: Record<string, unknown> };
    expect(section).not.toHaveProperty('withdrawMethods');
    expect(section.paths['apiGalidisawarGame']).toBe('api-galidisswar-game');
    expect(section.paths).not.toHaveProperty('apiGetQrPay');
    expect(out).toMatch(/^Note: withdraw method codes not read: they need a test account/m);
    expect(out).toMatch(
      /^apiGetDashboardData\s+api-get-dashboard-data\s+yes\s+200\s+-\s.*answered as signed out/m,
    );
  });

  it('calls the endpoints that write only with --write, and they answer', async () => {
    const url = await startMock('lenient');
    const { code, out } = await runProbe([url, ...account, '--write']);
    expect(code, out).toBe(0);
    expect(out).not.toMatch(/^apiSubmitBid\s.*not called/m);
    expect(out).toMatch(
      /^apiGalidisawarSubmitBid\s+api-galidisswar-submit-bid\s+yes\s+200\s+refused/m,
    );
    expect(out).toMatch(/^apiUserRegistration\s.*not called/m);
  });

  it('exits 1 when a required endpoint answers what the client cannot read, or the sign-in fails', async () => {
    const url = await startMock('lenient');
    await server?.post('/control/faults', { path: 'api-get-dashboard-data', http_500: true });
    const broken = await runProbe([url, ...account]);
    expect(broken.code, broken.out).toBe(1);
    expect(broken.out).toMatch(
      /^Problem: apiGetDashboardData \(api-get-dashboard-data\) is broken/m,
    );
    await server?.post('/control/faults/clear', {});
    const wrong = await runProbe([
      url,
      '--app-key',
      APP_KEY,
      '--mobile',
      DEMO.mobile,
      '--password',
      'wrong-pass',
    ]);
    expect(wrong.code, wrong.out).toBe(1);
    expect(wrong.out).toMatch(/^Problem: sign-in as 9876543210 failed/m);
  });

  it.each(['spec', 'lenient'] as const)(
    'says once that the folder is wrong when every endpoint answers 404 (%s profile), and exits 1',
    async (profile) => {
      const url = await startMock(profile);
      for (const args of [[], account]) {
        const nowhere = await runProbe([`${url}/wrong-folder`, ...args]);
        expect(nowhere.code, nowhere.out).toBe(1);
        expect(nowhere.err).toBe('');
        expect(nowhere.out.trim()).toBe(
          `Problem: every endpoint answered HTTP 404 at ${url}/wrong-folder: the provider's endpoints are not under this URL (a wrong folder?); give the URL its api-get-social-data is under`,
        );
      }
    },
  );

  it('says once that nothing answers at a dead address, and exits 1', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const dead = await runProbe([`http://127.0.0.1:${port}`, ...account]);
    expect(dead.code).toBe(1);
    expect(dead.err).toBe('');
    expect(dead.out.trim()).toBe(
      `Problem: nothing answers at http://127.0.0.1:${port}: connection refused`,
    );
  });
});
