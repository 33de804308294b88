import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@matka/shared/contract';
import { providerMessages } from '@matka/shared/messages';
import { loadConfig } from '../../src/config';
import { common, createTestServer, DEMO, VIEWER, type TestServer } from '../helper';

/**
 * Guessing passwords (SECURITY.md "Guessing"): login attempts are limited per phone number and
 * address pair and per address, so an attacker's burst locks out neither the owner elsewhere nor
 * anyone else; the limits are checked before the password is hashed, and one address hashes one
 * password at a time, so a burst does not slow other players' logins. Change-password and the
 * transfer receiver lookup are limited per player and per address.
 */

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const ATTACKER = '203.0.113.66';
const OWNER_ELSEWHERE = '198.51.100.7';
const SOMEONE_ELSE = '192.0.2.44';

function login(server: TestServer, mobile: string, password: string, remoteAddress: string) {
  return server.app.inject({
    method: 'POST',
    url: `/${endpoints.apiUserLogin.path}`,
    remoteAddress,
    payload: { ...common(), mobile, password, device_id: 'web' },
  });
}

function callAs(server: TestServer, name: keyof typeof endpoints, body: object, address: string) {
  return server.app.inject({
    method: 'POST',
    url: `/${endpoints[name].path}`,
    remoteAddress: address,
    payload: { ...common(), ...body },
  });
}

/** The time `count` logins of another player from `address` take, one after another. */
async function timedLogins(server: TestServer, count: number, address: string): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const answer = await login(server, VIEWER.mobile, VIEWER.password, address);
    expect(answer.statusCode).toBe(200);
  }
  return performance.now() - started;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('login attempts', () => {
  it("an attacker's burst locks out neither the owner at another address nor slows others' logins 2x", async () => {
    s = await createTestServer({ rateLimit: loadConfig({}).rateLimit });
    const server = s;
    // Warm up (JIT, the scrypt thread pool), then 12 logins of another player with nobody
    // attacking, before and after the attack (the slower of the two is the yardstick: other work on
    // the machine comes and goes).
    await timedLogins(server, 2, SOMEONE_ELSE);
    const calmBefore = await timedLogins(server, 12, SOMEONE_ELSE);

    let settled = 0;
    const burst = Array.from({ length: 300 }, (_, i) =>
      login(server, DEMO.mobile, `guess-${i}`, ATTACKER).finally(() => (settled += 1)),
    );
    // The burst's requests are read and the refused ones answered well within the pause; the same
    // logins are then timed while the guesses let through are being hashed.
    await pause(300);
    const underAttack = await timedLogins(server, 12, SOMEONE_ELSE);
    const stillGuessing = settled < burst.length;
    const owner = await login(server, DEMO.mobile, DEMO.password, OWNER_ELSEWHERE);
    const answers = await Promise.all(burst);
    const calm = Math.max(calmBefore, await timedLogins(server, 12, SOMEONE_ELSE));

    console.log(
      `12 logins of another player: ${calm.toFixed(0)} ms calm, ${underAttack.toFixed(0)} ms while a 300-login burst from one address is hashed`,
    );
    expect(stillGuessing).toBe(true);
    expect(owner.statusCode, owner.body).toBe(200);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(250);
    expect(codes.every((c) => c === 422 || c === 429)).toBe(true);
    const limited = answers.find((a) => a.statusCode === 429);
    expect(limited?.json()).toEqual({ status: false, msg: providerMessages.tooManyAttempts });
    expect(
      underAttack,
      `calm ${calm.toFixed(0)} ms, under attack ${underAttack.toFixed(0)} ms`,
    ).toBeLessThan(2 * calm);
    // The attacker stays limited on that number from that address.
    expect((await login(server, DEMO.mobile, DEMO.password, ATTACKER)).statusCode).toBe(429);
  });

  it('counts wrong passwords per phone and address pair; a right one does not use the allowance', async () => {
    s = await createTestServer({
      rateLimit: { ...loadConfig({}).rateLimit, loginPerPhoneAndAddress: 3 } as never,
    });
    for (let i = 0; i < 10; i += 1)
      expect((await login(s, DEMO.mobile, DEMO.password, ATTACKER)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await login(s, DEMO.mobile, 'wrong', ATTACKER)).statusCode).toBe(422);
    expect((await login(s, DEMO.mobile, DEMO.password, ATTACKER)).statusCode).toBe(429);
    expect((await login(s, VIEWER.mobile, VIEWER.password, ATTACKER)).statusCode).toBe(200);
    expect((await login(s, DEMO.mobile, DEMO.password, OWNER_ELSEWHERE)).statusCode).toBe(200);
    s.clock.set(s.clock.now() + 61_000);
    expect((await login(s, DEMO.mobile, DEMO.password, ATTACKER)).statusCode).toBe(200);
  });
});

describe('change password and the receiver lookup', () => {
  it("limits guesses of the old password per player, before hashing, and keeps the player's token", async () => {
    s = await createTestServer({ rateLimit: loadConfig({}).rateLimit });
    const token = await s.login();
    const before = s.snapshot();
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        callAs(
          s as TestServer,
          'apiChangePassword',
          { unique_token: token, old_pass: `guess-${i}`, new_pass: 'new-pass-1' },
          `203.0.113.${i + 1}`,
        ),
      ),
    );
    const codes = guesses.map((g) => g.statusCode);
    expect(codes.filter((c) => c === 422).length).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(30);
    expect(s.snapshot()).toEqual(before);
    // Even the right old password waits for the window.
    const right = await callAs(
      s,
      'apiChangePassword',
      { unique_token: token, old_pass: DEMO.password, new_pass: 'new-pass-1' },
      OWNER_ELSEWHERE,
    );
    expect(right.statusCode).toBe(429);
    s.clock.set(s.clock.now() + 61_000);
    const later = await callAs(
      s,
      'apiChangePassword',
      { unique_token: token, old_pass: DEMO.password, new_pass: 'new-pass-1' },
      OWNER_ELSEWHERE,
    );
    expect(later.statusCode).toBe(200);
  });

  it('limits the receiver-name lookup per player (no phone-number-to-name directory)', async () => {
    s = await createTestServer({ rateLimit: loadConfig({}).rateLimit });
    const token = await s.login();
    const codes: number[] = [];
    for (let i = 0; i < 80; i += 1) {
      const answer = await callAs(
        s,
        'apiCheckUserForTransferAmt',
        { unique_token: token, mobile_no: `91234567${String(i).padStart(2, '0')}` },
        `198.51.100.${i + 1}`,
      );
      codes.push(answer.statusCode);
    }
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(40);
    expect(codes.slice(0, 30).every((c) => c !== 429)).toBe(true);
  });

  it('limits the receiver lookup per address across players', async () => {
    const defaults = loadConfig({}).rateLimit;
    s = await createTestServer({ rateLimit: { ...defaults, lookupPerPlayer: 10_000 } as never });
    const token = await s.login();
    const codes: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const answer = await callAs(
        s,
        'apiCheckUserForTransferAmt',
        { unique_token: token, mobile_no: '9123456780' },
        ATTACKER,
      );
      codes.push(answer.statusCode);
    }
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(codes.slice(0, 100).every((c) => c === 200)).toBe(true);
  });
});

describe('the limits key on the number as the provider reads it (lenient profile)', () => {
  const LIMITS = { loginPerPhoneAndAddress: 6, otpPerPhone: 6, loginPerPhone: 1000 } as const;
  const lenient = () =>
    createTestServer({
      rateLimit: { ...loadConfig({}).rateLimit, ...LIMITS } as never,
      app: { profile: 'lenient', noticeShare: 0 },
    });
  const post = (server: TestServer, path: string, body: object, address: string) =>
    server.app
      .inject({
        method: 'POST',
        url: `/${path}`,
        remoteAddress: address,
        payload: { ...common(), ...body },
      })
      .then((answer) => answer.json<{ status: unknown; msg?: string; otp?: unknown }>());
  // The same number written as PHP would read it: a JSON number, a string, spaces PHP's trim removes.
  const spellings = [Number(DEMO.mobile), DEMO.mobile, ` ${DEMO.mobile}\t`];

  it('counts wrong logins of one number whatever its JSON type', async () => {
    s = await lenient();
    const limit = LIMITS;
    const answers = [];
    for (let i = 0; i <= limit.loginPerPhoneAndAddress; i += 1)
      answers.push(
        await post(
          s,
          'api-user-login',
          { mobile: spellings[i % 3], password: `guess-${i}`, device_id: 'web' },
          ATTACKER,
        ),
      );
    expect(answers.at(-1)).toEqual({ msg: providerMessages.tooManyAttempts, status: false });
    // All number-typed: the same.
    s.clock.set(s.clock.now() + 61_000);
    for (let i = 0; i < limit.loginPerPhoneAndAddress; i += 1)
      await post(
        s,
        'api-user-login',
        { mobile: Number(DEMO.mobile), password: 'wrong', device_id: 'web' },
        ATTACKER,
      );
    const refused = await post(
      s,
      'api-user-login',
      { mobile: Number(DEMO.mobile), password: DEMO.password, device_id: 'web' },
      ATTACKER,
    );
    expect(refused.msg).toBe(providerMessages.tooManyAttempts);
  });

  it('hands out no more OTPs for one number than its limit, whatever its JSON type', async () => {
    s = await lenient();
    const limit = LIMITS;
    const fresh = '9000000123';
    const spelled = [Number(fresh), fresh, ` ${fresh} `];
    const refused: boolean[] = [];
    // One address per request, so only the per-number limit can refuse.
    for (let i = 0; i < limit.otpPerPhone + 3; i += 1) {
      const answer = await post(
        s,
        'api-resend-otp',
        { mobile: spelled[i % 3] },
        `192.0.2.${i + 1}`,
      );
      refused.push(answer.msg === providerMessages.tooManyAttempts);
    }
    expect(refused).toEqual([
      ...Array<boolean>(limit.otpPerPhone).fill(false),
      ...Array<boolean>(3).fill(true),
    ]);
  });
});
