import { messages } from '@matka/shared/messages';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isStoredPassword } from '@/lib/session';
import { refused } from '@/test/fake-provider';
import { storeSession } from '@/test/render';
import { doubleTap, heldAnswer, renderWriteHook } from '@/test/write-hook';
import {
  useChangePassword,
  useRequestResetOtp,
  useResendResetOtp,
  useResetPassword,
} from './password';

const codeSent = { status: true, msg: 'OTP sent successfully', message: '', otp: '5678' };

describe('useRequestResetOtp (Send Reset Code)', () => {
  it('answers the code and refetches nothing', async () => {
    const { result, refetched } = await renderWriteHook(useRequestResetOtp, {
      'api-forget-check-mobile': () => codeSent,
    });
    expect(await act(() => result.current.send('9876543210'))).toMatchObject({
      status: 'done',
      data: { otp: '5678' },
    });
    expect(refetched()).toEqual([]);
  });

  it("shows the server's message, else 'Failed to send OTP'; a provider down is said as such", async () => {
    let answer = () => refused('Mobile number not registered');
    const { result } = await renderWriteHook(useRequestResetOtp, {
      'api-forget-check-mobile': () => answer(),
    });
    expect(await act(() => result.current.send('9876543210'))).toEqual({
      status: 'failed',
      message: 'Mobile number not registered',
    });
    answer = () => refused('');
    expect(await act(() => result.current.send('9876543210'))).toEqual({
      status: 'failed',
      message: messages.failedToSendOtp,
    });
    answer = () => new Response('', { status: 500 });
    expect(await act(() => result.current.send('9876543210'))).toEqual({
      status: 'failed',
      message: messages.providerUnavailable,
    });
  });

  it('sends one request for a double tap', async () => {
    const answer = heldAnswer(codeSent);
    const { result, network } = await renderWriteHook(useRequestResetOtp, {
      'api-forget-check-mobile': answer.handler,
    });
    await doubleTap(result.current.send, '9876543210', answer.release);
    expect(network.callsTo('api-forget-check-mobile')).toHaveLength(1);
  });
});

describe('useResendResetOtp', () => {
  it("answers the new code, refetches nothing, and says 'Failed to resend OTP' on a refusal", async () => {
    let answer: () => typeof codeSent | Response = () => codeSent;
    const { result, refetched } = await renderWriteHook(useResendResetOtp, {
      'api-forget-check-mobile': () => answer(),
    });
    expect(await act(() => result.current.send('9876543210'))).toMatchObject({ status: 'done' });
    expect(refetched()).toEqual([]);
    answer = () => refused('Too many attempts');
    expect(await act(() => result.current.send('9876543210'))).toEqual({
      status: 'failed',
      message: messages.failedToResendOtp,
    });
  });

  it('sends one request for a double tap', async () => {
    const answer = heldAnswer(codeSent);
    const { result, network } = await renderWriteHook(useResendResetOtp, {
      'api-forget-check-mobile': answer.handler,
    });
    await doubleTap(result.current.send, '9876543210', answer.release);
    expect(network.callsTo('api-forget-check-mobile')).toHaveLength(1);
  });
});

describe('useResetPassword', () => {
  const reset = { phone: '9876543210', newPassword: 'newpass12' };

  it("sends the new password, answers the server's message and refetches nothing", async () => {
    const { result, network, refetched } = await renderWriteHook(useResetPassword, {
      'api-forgot-password': () => ({ status: true, msg: 'Password updated successfully' }),
    });
    expect(await act(() => result.current.send(reset))).toEqual({
      status: 'done',
      data: { status: true, msg: 'Password updated successfully' },
    });
    expect(network.callsTo('api-forgot-password')[0]?.body).toMatchObject({
      mobile: '9876543210',
      new_pass: 'newpass12',
    });
    expect(refetched()).toEqual([]);
  });

  it("shows the server's message on a refusal", async () => {
    const { result } = await renderWriteHook(useResetPassword, {
      'api-forgot-password': () => refused('Mobile number not registered'),
    });
    expect(await act(() => result.current.send(reset))).toEqual({
      status: 'failed',
      message: 'Mobile number not registered',
    });
  });

  it('sends one request for a double tap', async () => {
    const answer = heldAnswer({ status: true, msg: '' });
    const { result, network } = await renderWriteHook(useResetPassword, {
      'api-forgot-password': answer.handler,
    });
    await doubleTap(result.current.send, reset, answer.release);
    expect(network.callsTo('api-forgot-password')).toHaveLength(1);
  });
});

describe('useChangePassword', () => {
  const change = { currentPassword: 'demo1234', newPassword: 'newpass12' };

  it('changes the password, remembers the new hash and refetches nothing', async () => {
    await storeSession();
    const { result, network, refetched } = await renderWriteHook(useChangePassword, {
      'api-change-password': () => ({ status: true, msg: 'Password updated successfully' }),
    });
    expect(await act(() => result.current.send(change))).toMatchObject({ status: 'done' });
    expect(network.callsTo('api-change-password')[0]?.body).toMatchObject({
      unique_token: 'token-1',
      old_pass: 'demo1234',
      new_pass: 'newpass12',
    });
    expect(await isStoredPassword('newpass12')).toBe(true);
    expect(refetched()).toEqual([]);
  });

  it("answers a refusal with 'Old password is incorrect' and keeps the old hash", async () => {
    await storeSession();
    const { result } = await renderWriteHook(useChangePassword, {
      'api-change-password': () => refused('Wrong password'),
    });
    expect(await act(() => result.current.send(change))).toEqual({
      status: 'failed',
      message: messages.oldPasswordIncorrect,
    });
    expect(await isStoredPassword('demo1234')).toBe(true);
  });

  it('sends one request for a double tap', async () => {
    await storeSession();
    const answer = heldAnswer({ status: true, msg: '' });
    const { result, network } = await renderWriteHook(useChangePassword, {
      'api-change-password': answer.handler,
    });
    await doubleTap(result.current.send, change, answer.release);
    expect(network.callsTo('api-change-password')).toHaveLength(1);
  });
});
