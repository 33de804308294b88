import { messages } from '@matka/shared/messages';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { refused } from '@/test/fake-provider';
import { storeSession } from '@/test/render';
import { doubleTap, heldAnswer, renderWriteHook } from '@/test/write-hook';
import { useRequestUpiOtp, useResendUpiOtp, useSaveUpiNumber } from './upi-details';

beforeEach(async () => {
  await storeSession();
});

const codeSent = { status: true, msg: '', message: '', otp: '2468' };
const saved = { status: true, msg: messages.upiNumberAdded };
const number = { option: 'GPay', number: '9123456780' } as const;

describe('useRequestUpiOtp (the UPI number modal)', () => {
  it('sends the code to the given mobile and refetches nothing', async () => {
    const { result, network, refetched } = await renderWriteHook(useRequestUpiOtp, {
      'api-forget-check-mobile': () => codeSent,
    });
    expect(await act(() => result.current.send('9876543210'))).toMatchObject({
      status: 'done',
      data: { otp: '2468' },
    });
    expect(network.callsTo('api-forget-check-mobile')[0]?.body).toMatchObject({
      mobile: '9876543210',
    });
    expect(refetched()).toEqual([]);
  });

  it("says 'Failed to generate OTP' on a refusal, and that the provider is not answering without an answer", async () => {
    let answer: () => Response = () => refused('Mobile number not registered');
    const { result } = await renderWriteHook(useRequestUpiOtp, {
      'api-forget-check-mobile': () => answer(),
    });
    expect(await act(() => result.current.send('9876543210'))).toEqual({
      status: 'failed',
      message: messages.failedToGenerateOtp,
    });
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await act(() => result.current.send('9876543210'))).toEqual({
      status: 'failed',
      message: messages.providerUnavailable,
    });
  });

  it('sends one request for a double tap', async () => {
    const answer = heldAnswer(codeSent);
    const { result, network } = await renderWriteHook(useRequestUpiOtp, {
      'api-forget-check-mobile': answer.handler,
    });
    await doubleTap(result.current.send, '9876543210', answer.release);
    expect(network.callsTo('api-forget-check-mobile')).toHaveLength(1);
  });
});

describe('useResendUpiOtp', () => {
  it("answers the new code and says 'Failed to resend OTP' on a refusal; refetches nothing", async () => {
    let answer: () => typeof codeSent | Response = () => codeSent;
    const { result, refetched } = await renderWriteHook(useResendUpiOtp, {
      'api-forget-check-mobile': () => answer(),
    });
    expect(await act(() => result.current.send('9876543210'))).toMatchObject({ status: 'done' });
    answer = () => refused('Too many attempts');
    expect(await act(() => result.current.send('9876543210'))).toEqual({
      status: 'failed',
      message: messages.failedToResendOtp,
    });
    expect(refetched()).toEqual([]);
  });

  it('sends one request for a double tap', async () => {
    const answer = heldAnswer(codeSent);
    const { result, network } = await renderWriteHook(useResendUpiOtp, {
      'api-forget-check-mobile': answer.handler,
    });
    await doubleTap(result.current.send, '9876543210', answer.release);
    expect(network.callsTo('api-forget-check-mobile')).toHaveLength(1);
  });
});

describe('useSaveUpiNumber', () => {
  it("saves only the method's number and refetches the payment details only", async () => {
    const { result, network, refetched } = await renderWriteHook(useSaveUpiNumber, {
      'api-add-user-upi-details': () => saved,
    });
    expect(await act(() => result.current.send(number))).toMatchObject({ status: 'done' });
    expect(network.callsTo('api-add-user-upi-details')[0]?.body).toMatchObject({
      unique_token: 'token-1',
      upi_type: '2',
      google_pay_no: '9123456780',
      paytm_no: '',
      phon_pay_no: '',
    });
    expect(refetched()).toEqual(['api-get-user-payment-details']);
  });

  it("shows the server's message on a refusal and refetches nothing", async () => {
    const { result, refetched } = await renderWriteHook(useSaveUpiNumber, {
      'api-add-user-upi-details': () => refused(messages.bettingDisabled),
    });
    expect(await act(() => result.current.send(number))).toEqual({
      status: 'failed',
      message: messages.bettingDisabled,
    });
    expect(refetched()).toEqual([]);
  });

  it('sends one request for a double tap', async () => {
    const answer = heldAnswer(saved);
    const { result, network } = await renderWriteHook(useSaveUpiNumber, {
      'api-add-user-upi-details': answer.handler,
    });
    await doubleTap(result.current.send, number, answer.release);
    expect(network.callsTo('api-add-user-upi-details')).toHaveLength(1);
  });
});
