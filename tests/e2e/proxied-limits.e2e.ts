import http from 'node:http';
import { endpoints, extractJsonObject } from '@matka/shared/contract';
import { providerMessages } from '@matka/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitSettings } from '../../mock-server/src/config';
import { lenientPath } from '../../mock-server/src/lib/lenient-provider-section';
import { startDevServer, type DevServer } from './support/dev-server';
import { DEMO_PLAYER } from './support/journeys';
import { journeyProfile, startStack, type Stack } from './support/stack';

/**
 * The mock's guessing limits behind the proxies players reach it through (SECURITY.md, "Client
 * address" and "Guessing"): the dev server of `npm start` and the production server of `npm run
 * serve` each tell the mock who called, so one caller's wrong guesses, whatever X-Forwarded-For it
 * sends, do not lock the owner out; and guesses spread over many addresses are slowed per phone
 * number, while the owner is answered. Every loopback address (127.0.0.x) is a caller of its own.
 */

const APP_KEY = 'e2e-proxied-limits-key';
/** The pause after each wrong guess on a number whose allowance is used up. */
const PAUSE_MS = 400;
/** Callers guessing one number at once, one guess each. */
const CALLERS = 24;
const LIMITS: RateLimitSettings = {
  windowMs: 600_000,
  otpPerPhone: 1000,
  otpPerAddress: 1000,
  loginPerPhoneAndAddress: 5,
  loginPerAddress: 1000,
  loginPerPhone: 4,
  slowedSignInPauseMs: PAUSE_MS,
  changePasswordPerPlayer: 1000,
  changePasswordPerAddress: 1000,
  lookupPerPlayer: 1000,
  lookupPerAddress: 1000,
};
const LOGIN_PATH =
  journeyProfile === 'lenient' ? lenientPath('apiUserLogin') : endpoints.apiUserLogin.path;

interface Answer {
  readonly status: boolean;
  readonly msg: string;
}

/** A sign-in sent to `origin` from the source address `from`, with extra headers. */
function signIn(
  origin: string,
  from: string,
  password: string,
  mobile: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(`/${LOGIN_PATH}`, origin);
  const body = JSON.stringify({
    env_type: 'Prod',
    app_key: APP_KEY,
    mobile,
    password,
    device_id: 'web',
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const json = extractJsonObject(text) as { status?: unknown; msg?: unknown } | undefined;
          resolve({ status: json?.status === true, msg: String(json?.msg ?? text) });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

let stack: Stack;
let dev: DevServer;
beforeAll(async () => {
  stack = await startStack({ via: 'serve', appKey: APP_KEY, rateLimit: LIMITS });
  dev = await startDevServer(stack.mockUrl);
});
afterAll(async () => {
  await dev?.close();
  await stack?.close();
});

/** The two proxies, each with a player of its own (the mock's limits are per number). */
const proxies = [
  { name: 'the dev server (npm start)', origin: () => dev.url, net: 1, victim: '9876543210' },
  {
    name: 'the production server (npm run serve)',
    origin: () => stack.baseUrl,
    net: 2,
    victim: '9123456780',
  },
];

describe.each(proxies)('behind $name', ({ origin, net, victim }) => {
  /** A loopback address of this proxy's own: 127.<net>.<host>.1. */
  const address = (host: number) => `127.${net}.${host}.1`;

  it("counts a caller's wrong guesses against that caller, whatever X-Forwarded-For it sends", async () => {
    const owner = address(1);
    const attacker = address(2);
    const guesses: Answer[] = [];
    for (let i = 0; i < LIMITS.loginPerPhoneAndAddress + 1; i += 1)
      guesses.push(
        await signIn(origin(), attacker, `guess-${i}`, victim, { 'x-forwarded-for': owner }),
      );
    expect(guesses.at(-1)?.msg).toBe(providerMessages.tooManyAttempts);
    const signedIn = await signIn(origin(), owner, DEMO_PLAYER.password, victim);
    expect(signedIn).toMatchObject({ status: true });
  });

  it('slows guesses spread over many addresses per number, and still answers the owner', async () => {
    const ownerHome = address(3);
    expect(await signIn(origin(), ownerHome, DEMO_PLAYER.password, victim)).toMatchObject({
      status: true,
    });
    const started = performance.now();
    let answered = 0;
    const guesses = Array.from({ length: CALLERS }, (_, i) =>
      signIn(origin(), address(10 + i), `spread-${i}`, victim).finally(() => (answered += 1)),
    );
    // The owner, on a device that signed in before, is answered while the guesses wait their turn.
    const atHome = await signIn(origin(), ownerHome, DEMO_PLAYER.password, victim);
    expect(atHome).toMatchObject({ status: true });
    expect(answered).toBeLessThan(guesses.length);
    // On a device it never used: slowed like the guesses, never refused.
    const elsewhere = await signIn(origin(), address(99), DEMO_PLAYER.password, victim);
    expect(elsewhere).toMatchObject({ status: true });
    const answers = await Promise.all(guesses);
    const elapsed = performance.now() - started;
    expect(answers.every((answer) => answer.msg === providerMessages.loginFailed)).toBe(true);
    // Past the allowance, one guess at a time with a pause after each: the number is guessed at
    // most once per pause, however many addresses send guesses.
    const slowed = CALLERS - (LIMITS.loginPerPhone - 1);
    expect(elapsed).toBeGreaterThanOrEqual((slowed - 1) * PAUSE_MS);
  }, 60_000);
});
