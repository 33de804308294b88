import { afterEach, describe, expect, it } from 'vitest';
import { providerMessages } from '@matka/shared/messages';
import { loadConfig } from '../../src/config';
import { createTestServer, DEMO, type TestServer } from '../helper';

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const LIMITS = {
  windowMs: 60_000,
  otpPerPhone: 3,
  otpPerAddress: 5,
  loginPerPhoneAndAddress: 3,
  loginPerAddress: 50,
  loginPerPhone: 30,
  changePasswordPerPlayer: 10,
  changePasswordPerAddress: 60,
  lookupPerPlayer: 30,
  lookupPerAddress: 120,
};

const login = (server: TestServer, mobile: string, password: string = DEMO.password) =>
  server.call('apiUserLogin', { mobile, password, device_id: 'web' });

describe('abuse limits', () => {
  it('limits OTP requests per phone number, with a clear message, until the window passes', async () => {
    s = await createTestServer({ rateLimit: { ...LIMITS, otpPerAddress: 50 } });
    for (let i = 0; i < 3; i += 1)
      expect((await s.call('apiCheckMobile', { mobile: '9000000100' })).status).toBe(200);
    const limited = await s.call('apiResendOtp', { mobile: '9000000100' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: false, msg: providerMessages.tooManyAttempts });
    expect((await s.call('apiCheckMobile', { mobile: '9000000101' })).status).toBe(200);
    s.clock.set(s.clock.now() + 61_000);
    expect((await s.call('apiCheckMobile', { mobile: '9000000100' })).status).toBe(200);
  });

  it('limits OTP requests per address across phone numbers', async () => {
    s = await createTestServer({ rateLimit: LIMITS });
    for (let i = 0; i < 5; i += 1)
      expect((await s.call('apiCheckMobile', { mobile: `900000020${i}` })).status).toBe(200);
    const limited = await s.call('apiForgetCheckMobile', { mobile: DEMO.mobile });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: false, msg: providerMessages.tooManyAttempts });
  });

  it('limits wrong login attempts per phone number from one address', async () => {
    s = await createTestServer({ rateLimit: LIMITS });
    expect((await login(s, DEMO.mobile, 'wrong1')).status).toBe(422);
    expect((await login(s, DEMO.mobile, 'wrong2')).status).toBe(422);
    expect((await login(s, DEMO.mobile)).status).toBe(200);
    expect((await login(s, DEMO.mobile, 'wrong3')).status).toBe(422);
    const limited = await login(s, DEMO.mobile);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: false, msg: providerMessages.tooManyAttempts });
    expect((await login(s, '9123456780')).status).toBe(200);
  });

  it('limits login attempts per address across phone numbers', async () => {
    s = await createTestServer({ rateLimit: { ...LIMITS, loginPerAddress: 4 } });
    for (let i = 0; i < 4; i += 1) expect((await login(s, `900000030${i}`, 'x')).status).toBe(422);
    const limited = await login(s, DEMO.mobile);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: false, msg: providerMessages.tooManyAttempts });
  });

  it('by default lets a browser test suite log in 60 times a minute from one address', async () => {
    const defaults = loadConfig({});
    expect(defaults.rateLimit).not.toBe(false);
    s = await createTestServer({ rateLimit: defaults.rateLimit });
    for (let i = 0; i < 60; i += 1) expect((await login(s, DEMO.mobile)).status).toBe(200);
  });

  it('is off with MOCK_RATE_LIMIT=0 (load runs, benchmarks)', () => {
    expect(loadConfig({ MOCK_RATE_LIMIT: '0' }).rateLimit).toBe(false);
    expect(loadConfig({ MOCK_LOGIN_PER_PHONE_AND_ADDRESS: '7' }).rateLimit).toMatchObject({
      loginPerPhoneAndAddress: 7,
    });
    expect(loadConfig({ MOCK_LOOKUP_PER_PLAYER: '9' }).rateLimit).toMatchObject({
      lookupPerPlayer: 9,
    });
  });
});

describe('the client address behind a proxy (MOCK_TRUST_PROXY)', () => {
  const wrongFrom = (server: TestServer, remoteAddress: string, forwardedFor?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api-user-login',
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      payload: {
        env_type: 'Prod',
        app_key: 'test-app-key',
        mobile: DEMO.mobile,
        password: 'x',
        device_id: 'web',
      },
    });

  it("counts a proxy's callers apart by the X-Forwarded-For it sets, and ignores anyone else's", async () => {
    s = await createTestServer({ rateLimit: LIMITS });
    const server = s;
    const statuses = async (remote: string, forwarded?: string) => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1)
        codes.push((await wrongFrom(server, remote, forwarded)).statusCode);
      return codes;
    };
    // Through this machine's proxy: each caller its own allowance of 3.
    expect(await statuses('127.0.0.1', '198.51.100.1')).toEqual([422, 422, 422, 429]);
    expect((await wrongFrom(server, '127.0.0.1', '198.51.100.2')).statusCode).toBe(422);
    // A caller elsewhere cannot name another address: its guesses count against its own.
    expect(await statuses('203.0.113.5', '198.51.100.3')).toEqual([422, 422, 422, 429]);
    expect((await wrongFrom(server, '203.0.113.5', '198.51.100.4')).statusCode).toBe(429);
  });

  it('reads MOCK_TRUST_PROXY: addresses and subnets, none, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ MOCK_TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toBe(
      '10.0.0.0/8,192.168.1.7',
    );
    expect(loadConfig({ MOCK_TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(() => loadConfig({ MOCK_TRUST_PROXY: 'banana' })).toThrow(
      "MOCK_TRUST_PROXY: 'banana' is not a list of addresses or subnets",
    );
  });
});
