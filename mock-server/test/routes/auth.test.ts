import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerMessages } from '@matka/shared/messages';
import { createTestServer, DEMO, expectContract, type TestServer } from '../helper';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s.close();
});

const registration = (mobile: string) => ({
  name: 'New Tester',
  email: '',
  password: 'secret99',
  mobile,
  security_pin: '1234',
  device_id: null,
});

describe('registration', () => {
  it('checks a new number, returns a 4-digit OTP, registers and signs in', async () => {
    const check = await s.call('apiCheckMobile', { mobile: '9000000001' });
    expect(check.status).toBe(200);
    expect(expectContract('apiCheckMobile', check.body).otp).toMatch(/^\d{4}$/);

    const resend = await s.call('apiResendOtp', { mobile: '9000000001' });
    expect(resend.status).toBe(200);
    expect(expectContract('apiResendOtp', resend.body).otp).toMatch(/^\d{4}$/);
    const stored = await s.post('/control/otp', { mobile: '9000000001', purpose: 'register' });
    expect(stored.body['otp']).toBe(resend.body['otp']);

    const reg = await s.call('apiUserRegistration', registration('9000000001'));
    expect(reg.status).toBe(200);
    const answer = expectContract('apiUserRegistration', reg.body);
    expect(answer.user_name).toBe('New Tester');
    expect(answer.unique_token).toMatch(/^[0-9a-f]{64}$/);

    const dash = await s.call('apiGetDashboardData', { unique_token: answer.unique_token });
    expect(dash.status).toBe(200);
    expect(expectContract('apiGetDashboardData', dash.body).wallet_amt).toBe(0);
  });

  it('stores a scrypt hash with its own salt, never the password', async () => {
    await s.call('apiCheckMobile', { mobile: '9000000002' });
    await s.call('apiUserRegistration', registration('9000000002'));
    const row = s.db
      .prepare('SELECT password_salt, password_hash FROM users WHERE mobile = ?')
      .get('9000000002') as {
      password_salt: string;
      password_hash: string;
    };
    expect(row.password_hash).toMatch(/^scrypt:16384:[0-9a-f]{64}$/);
    expect(row.password_hash).not.toContain('secret99');
    const other = s.db
      .prepare('SELECT password_salt FROM users WHERE mobile = ?')
      .get('9000000001') as { password_salt: string };
    expect(row.password_salt).not.toBe(other.password_salt);
  });

  it('refuses a registered number at the check and at registration, changing nothing', async () => {
    const before = s.snapshot();
    const check = await s.call('apiCheckMobile', { mobile: DEMO.mobile });
    expect(check).toEqual({
      status: 409,
      body: { status: false, msg: providerMessages.mobileAlreadyRegistered },
    });
    const reg = await s.call('apiUserRegistration', registration(DEMO.mobile));
    expect(reg.status).toBe(409);
    expect(s.snapshot()).toEqual(before);
  });

  it('refuses a malformed registration with 400', async () => {
    const before = s.snapshot();
    const bad = await s.call('apiUserRegistration', {
      ...registration('9000000003'),
      mobile: '12345',
    });
    expect(bad.status).toBe(400);
    expect(bad.body['status']).toBe(false);
    expect(s.snapshot()).toEqual(before);
  });
});

describe('login', () => {
  it('issues a fresh token per login', async () => {
    const a = await s.call('apiUserLogin', {
      mobile: DEMO.mobile,
      password: DEMO.password,
      device_id: 'web',
    });
    const b = await s.call('apiUserLogin', {
      mobile: DEMO.mobile,
      password: DEMO.password,
      device_id: 'web',
    });
    const first = expectContract('apiUserLogin', a.body);
    const second = expectContract('apiUserLogin', b.body);
    expect(first.user_name).toBe('Demo Player');
    expect(first.mobile).toBe(DEMO.mobile);
    expect(first.unique_token).not.toBe(second.unique_token);
  });

  it('refuses a wrong password and an unknown number alike', async () => {
    const before = s.snapshot();
    expect(
      (await s.call('apiUserLogin', { mobile: DEMO.mobile, password: DEMO.password })).status,
    ).toBe(400);
    const wrong = await s.call('apiUserLogin', {
      mobile: DEMO.mobile,
      password: 'nope',
      device_id: 'web',
    });
    const unknown = await s.call('apiUserLogin', {
      mobile: '9555555555',
      password: 'nope',
      device_id: 'web',
    });
    expect(wrong).toEqual({
      status: 422,
      body: { status: false, msg: providerMessages.loginFailed },
    });
    expect(unknown).toEqual(wrong);
    expect(s.snapshot()).toEqual(before);
  });
});

describe('passwords and profile', () => {
  it('resets a password with the forgot flow', async () => {
    await s.call('apiCheckMobile', { mobile: '9000000010' });
    await s.call('apiUserRegistration', registration('9000000010'));
    const check = await s.call('apiForgetCheckMobile', { mobile: '9000000010' });
    expect(check.status).toBe(200);
    expect(expectContract('apiForgetCheckMobile', check.body).otp).toMatch(/^\d{4}$/);
    const reset = await s.call('apiForgotPassword', { mobile: '9000000010', new_pass: 'fresh123' });
    expect(reset.status).toBe(200);
    expectContract('apiForgotPassword', reset.body);
    await expect(s.login('9000000010', 'fresh123')).resolves.toMatch(/^[0-9a-f]{64}$/);
    await expect(s.login('9000000010', 'secret99')).rejects.toThrow();
  });

  it('refuses the forgot flow for an unregistered number', async () => {
    const before = s.snapshot();
    const check = await s.call('apiForgetCheckMobile', { mobile: '9555555555' });
    expect(check).toEqual({
      status: 422,
      body: { status: false, msg: providerMessages.mobileNotRegistered },
    });
    const reset = await s.call('apiForgotPassword', { mobile: '9555555555', new_pass: 'x' });
    expect(reset.status).toBe(422);
    expect(s.snapshot()).toEqual(before);
  });

  it('changes the password only with the right old one', async () => {
    await s.call('apiCheckMobile', { mobile: '9000000011' });
    await s.call('apiUserRegistration', registration('9000000011'));
    const token = await s.login('9000000011', 'secret99');
    const before = s.snapshot();
    const wrong = await s.call('apiChangePassword', {
      unique_token: token,
      old_pass: 'bad',
      new_pass: 'n1',
    });
    expect(wrong).toEqual({
      status: 422,
      body: { status: false, msg: providerMessages.oldPasswordIncorrect },
    });
    expect(s.snapshot()).toEqual(before);
    const ok = await s.call('apiChangePassword', {
      unique_token: token,
      old_pass: 'secret99',
      new_pass: 'n1',
    });
    expect(ok.status).toBe(200);
    expectContract('apiChangePassword', ok.body);
    await expect(s.login('9000000011', 'n1')).resolves.toBeTruthy();
  });

  it('updates the profile name', async () => {
    const token = await s.login();
    const ok = await s.call('apiProfileUpdate', {
      unique_token: token,
      user_name: 'Renamed Player',
    });
    expect(ok.status).toBe(200);
    expectContract('apiProfileUpdate', ok.body);
    const again = await s.call('apiUserLogin', {
      mobile: DEMO.mobile,
      password: DEMO.password,
      device_id: 'web',
    });
    expect(again.body['user_name']).toBe('Renamed Player');
    const before = s.snapshot();
    const empty = await s.call('apiProfileUpdate', { unique_token: token, user_name: '' });
    expect(empty.status).toBe(400);
    const badToken = await s.call('apiProfileUpdate', {
      unique_token: 'f'.repeat(64),
      user_name: 'X',
    });
    expect(badToken).toEqual({
      status: 401,
      body: { status: false, msg: providerMessages.invalidToken },
    });
    expect(s.snapshot()).toEqual(before);
  });

  it('resend-otp refuses a bad number', async () => {
    const before = s.snapshot();
    expect((await s.call('apiResendOtp', { mobile: 'abc' })).status).toBe(400);
    expect(s.snapshot()).toEqual(before);
  });

  it('registers and resets a password only after an OTP was issued to the number, once', async () => {
    const before = s.snapshot();
    const noOtp = await s.call('apiUserRegistration', registration('9000000020'));
    expect(noOtp.status).toBe(409);
    expect(noOtp.body).toEqual({ status: false, msg: providerMessages.otpNotRequested });
    const stolen = await s.call('apiForgotPassword', { mobile: DEMO.mobile, new_pass: 'hacked1' });
    expect(stolen.status).toBe(409);
    expect(s.snapshot()).toEqual(before);

    await s.call('apiCheckMobile', { mobile: '9000000020' });
    expect((await s.call('apiUserRegistration', registration('9000000020'))).status).toBe(200);

    await s.call('apiForgetCheckMobile', { mobile: DEMO.mobile });
    s.clock.set(s.clock.now() + 11 * 60_000);
    const late = await s.call('apiForgotPassword', { mobile: DEMO.mobile, new_pass: 'fresh123' });
    expect(late.status).toBe(409);

    await s.call('apiResendOtp', { mobile: DEMO.mobile });
    const reset = await s.call('apiForgotPassword', { mobile: DEMO.mobile, new_pass: 'fresh123' });
    expect(reset.status).toBe(200);
    const again = await s.call('apiForgotPassword', { mobile: DEMO.mobile, new_pass: 'other123' });
    expect(again.status).toBe(409);
    await expect(s.login(DEMO.mobile, 'fresh123')).resolves.toMatch(/^[0-9a-f]{64}$/);
  });
});
