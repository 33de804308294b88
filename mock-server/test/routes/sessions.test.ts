import { afterEach, describe, expect, it } from 'vitest';
import { providerMessages } from '@matka/shared/messages';
import { loadConfig } from '../../src/config';
import { createTestServer, DEMO, VIEWER, type TestServer } from '../helper';

/**
 * Sessions end (SECURITY.md "Sessions"): a password change or reset revokes the player's other
 * tokens, a token unused for the idle time stops working, and the control API can end a player's
 * sessions. A revoked or expired token is answered like an unknown one: 401 with `invalidToken`.
 */

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const DAY_MS = 24 * 60 * 60_000;

async function walletStatus(server: TestServer, token: string): Promise<number> {
  return (await server.call('apiUserWalletBalance', { unique_token: token })).status;
}

async function expectEnded(server: TestServer, token: string): Promise<void> {
  const answer = await server.call('apiGetDashboardData', { unique_token: token });
  expect(answer).toEqual({
    status: 401,
    body: { status: false, msg: providerMessages.invalidToken },
  });
}

describe('password change and reset', () => {
  it("a password change revokes the player's other tokens and keeps the one that changed it", async () => {
    s = await createTestServer();
    const phone = await s.login();
    const laptop = await s.login();
    const other = await s.login(VIEWER.mobile, VIEWER.password);
    const changed = await s.call('apiChangePassword', {
      unique_token: laptop,
      old_pass: DEMO.password,
      new_pass: 'changed123',
    });
    expect(changed.status).toBe(200);
    await expectEnded(s, phone);
    expect(await walletStatus(s, laptop)).toBe(200);
    expect(await walletStatus(s, other)).toBe(200);
  });

  it("a password reset revokes every token of the player, and no one else's", async () => {
    s = await createTestServer();
    const phone = await s.login();
    const laptop = await s.login();
    const other = await s.login(VIEWER.mobile, VIEWER.password);
    await s.call('apiForgetCheckMobile', { mobile: DEMO.mobile });
    const reset = await s.call('apiForgotPassword', { mobile: DEMO.mobile, new_pass: 'reset1234' });
    expect(reset.status).toBe(200);
    await expectEnded(s, phone);
    await expectEnded(s, laptop);
    expect(await walletStatus(s, other)).toBe(200);
    await expect(s.login(DEMO.mobile, 'reset1234')).resolves.toMatch(/^[0-9a-f]{64}$/);
  });

  it('a wrong old password revokes nothing', async () => {
    s = await createTestServer();
    const phone = await s.login();
    const laptop = await s.login();
    const wrong = await s.call('apiChangePassword', {
      unique_token: laptop,
      old_pass: 'not-it',
      new_pass: 'changed123',
    });
    expect(wrong.status).toBe(422);
    expect(await walletStatus(s, phone)).toBe(200);
  });
});

describe('idle expiry', () => {
  it('ends a token unused for longer than the idle time; use keeps it alive', async () => {
    s = await createTestServer({ app: { sessionIdleMs: 10 * DAY_MS } });
    const used = await s.login();
    const idle = await s.login();
    for (let day = 0; day < 4; day += 1) {
      s.clock.set(s.clock.now() + 3 * DAY_MS);
      expect(await walletStatus(s, used), `day ${3 * (day + 1)}`).toBe(200);
    }
    // 12 days after login: the unused token is over its 10 idle days, the used one is not.
    await expectEnded(s, idle);
    expect(await walletStatus(s, used)).toBe(200);
    s.clock.set(s.clock.now() + 10 * DAY_MS + 60_000);
    await expectEnded(s, used);
    // An ended token stays ended when the clock is set back.
    s.clock.set(s.clock.now() - 20 * DAY_MS);
    await expectEnded(s, used);
  });

  it('writes the last-seen time at most once a minute per token (polls do not write)', async () => {
    s = await createTestServer();
    const token = await s.login();
    const seen = () =>
      (
        s?.db.prepare('SELECT last_seen_at FROM tokens WHERE token = ?').get(token) as {
          last_seen_at: number;
        }
      ).last_seen_at;
    const loggedIn = seen();
    const changes = () => (s?.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
    const before = changes();
    for (let poll = 0; poll < 11; poll += 1) {
      s.clock.set(s.clock.now() + 5_000);
      expect(await walletStatus(s, token)).toBe(200);
    }
    expect(seen()).toBe(loggedIn);
    expect(changes()).toBe(before);
    s.clock.set(s.clock.now() + 5_000);
    expect(await walletStatus(s, token)).toBe(200);
    expect(seen()).toBe(s.clock.now());
  });

  it('defaults to 30 days, set with MOCK_SESSION_IDLE', () => {
    expect(loadConfig({}).sessionIdleMs).toBe(30 * DAY_MS);
    expect(loadConfig({ MOCK_SESSION_IDLE: '12h' }).sessionIdleMs).toBe(12 * 60 * 60_000);
    expect(loadConfig({ MOCK_SESSION_IDLE: '90m' }).sessionIdleMs).toBe(90 * 60_000);
    expect(loadConfig({ MOCK_SESSION_IDLE: '7d' }).sessionIdleMs).toBe(7 * DAY_MS);
    expect(() => loadConfig({ MOCK_SESSION_IDLE: 'forever' })).toThrow(/MOCK_SESSION_IDLE/);
  });
});

describe('control API', () => {
  it("expires every session of a player, and no one else's", async () => {
    s = await createTestServer();
    const phone = await s.login();
    const laptop = await s.login();
    const other = await s.login(VIEWER.mobile, VIEWER.password);
    const expired = await s.post('/control/user/expire-sessions', { mobile: DEMO.mobile });
    expect(expired).toEqual({ status: 200, body: { status: true, expired: 2 } });
    await expectEnded(s, phone);
    await expectEnded(s, laptop);
    expect(await walletStatus(s, other)).toBe(200);
    const unknown = await s.post('/control/user/expire-sessions', { mobile: '9000000999' });
    expect(unknown.status).toBe(404);
    await expect(s.login()).resolves.toMatch(/^[0-9a-f]{64}$/);
  });
});
