import { REGISTRATION_SECURITY_PIN } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { refused } from '@/test/fake-provider';
import { doubleTap, heldAnswer, renderWriteHook } from '@/test/write-hook';
import { useRegister, useRequestRegistrationOtp, useResendRegistrationOtp } from './registration';

const draft = { username: 'Asha', phone: '9123456780', password: 'secret12', otp: '4321' };
const account = {
  status: true,
  msg: 'Registered successfully',
  user_name: 'Asha',
  unique_token: 'token-new',
  mobile: '9123456780',
};

describe('useRequestRegistrationOtp (the phone check of /r)', () => {
  it('answers the code and refetches nothing', async () => {
    const { result, network, refetched } = await renderWriteHook(useRequestRegistrationOtp, {
      'api-check-mobile': () => ({ status: true, msg: 'OTP sent successfully', otp: '1234' }),
    });
    const sent = await act(() => result.current.send('9123456780'));
    expect(sent).toMatchObject({ status: 'done', data: { otp: '1234' } });
    expect(network.callsTo('api-check-mobile')[0]?.body).toMatchObject({ mobile: '9123456780' });
    expect(refetched()).toEqual([]);
  });

  it("answers a refusal with 'User Already Registered', a provider down with its own message", async () => {
    let answer = () => refused('Mobile number already registered');
    const { result } = await renderWriteHook(useRequestRegistrationOtp, {
      'api-check-mobile': () => answer(),
    });
    expect(await act(() => result.current.send('9123456780'))).toEqual({
      status: 'failed',
      message: messages.userAlreadyRegistered,
    });
    await waitFor(() => expect(result.current.error).toBe(messages.userAlreadyRegistered));
    answer = () => new Response('oops', { status: 500 });
    expect(await act(() => result.current.send('9123456780'))).toEqual({
      status: 'failed',
      message: messages.providerUnavailable,
    });
  });

  it('sends one request for a double tap', async () => {
    const answer = heldAnswer({ status: true, msg: '', otp: '1234' });
    const { result, network } = await renderWriteHook(useRequestRegistrationOtp, {
      'api-check-mobile': answer.handler,
    });
    const taps = await doubleTap(result.current.send, '9123456780', answer.release);
    expect(taps).toMatchObject({ first: { status: 'done' }, second: { status: 'ignored' } });
    expect(network.callsTo('api-check-mobile')).toHaveLength(1);
  });
});

describe('useResendRegistrationOtp', () => {
  it('answers the new code and refetches nothing', async () => {
    const { result, refetched } = await renderWriteHook(useResendRegistrationOtp, {
      'api-resend-otp': () => ({ status: true, msg: '', otp: '9999' }),
    });
    expect(await act(() => result.current.send('9123456780'))).toMatchObject({
      status: 'done',
      data: { otp: '9999' },
    });
    expect(refetched()).toEqual([]);
  });

  it("answers a refusal with 'Failed to resend OTP. Please try again.'", async () => {
    const { result } = await renderWriteHook(useResendRegistrationOtp, {
      'api-resend-otp': () => refused('Too many attempts'),
    });
    expect(await act(() => result.current.send('9123456780'))).toEqual({
      status: 'failed',
      message: messages.failedToResendOtp,
    });
  });

  it('sends one request for a double tap', async () => {
    const answer = heldAnswer({ status: true, msg: '', otp: '9999' });
    const { result, network } = await renderWriteHook(useResendRegistrationOtp, {
      'api-resend-otp': answer.handler,
    });
    await doubleTap(result.current.send, '9123456780', answer.release);
    expect(network.callsTo('api-resend-otp')).toHaveLength(1);
  });
});

describe('useRegister', () => {
  it('creates the account, signs it in and refetches nothing', async () => {
    const { result, network, refetched } = await renderWriteHook(useRegister, {
      'api-user-registration': () => account,
    });
    expect(await act(() => result.current.send(draft))).toMatchObject({ status: 'done' });
    expect(network.callsTo('api-user-registration')[0]?.body).toMatchObject({
      name: 'Asha',
      email: '',
      password: 'secret12',
      mobile: '9123456780',
      security_pin: REGISTRATION_SECURITY_PIN,
      device_id: null,
    });
    expect(getSession()).toEqual({ username: 'Asha', token: 'token-new', mobile: '9123456780' });
    expect(refetched()).toEqual([]);
  });

  it("shows the server's message after 'Error registering: '", async () => {
    const { result } = await renderWriteHook(useRegister, {
      'api-user-registration': () => refused('Mobile number already registered'),
    });
    expect(await act(() => result.current.send(draft))).toEqual({
      status: 'failed',
      message: messages.errorRegistering('Mobile number already registered'),
    });
    expect(getSession()).toBeUndefined();
  });

  it('sends one request for a double tap', async () => {
    const answer = heldAnswer(account);
    const { result, network } = await renderWriteHook(useRegister, {
      'api-user-registration': answer.handler,
    });
    await doubleTap(result.current.send, draft, answer.release);
    expect(network.callsTo('api-user-registration')).toHaveLength(1);
  });
});
