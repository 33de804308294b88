import { messages } from '@matka/shared/messages';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { refused } from '@/test/fake-provider';
import { storeSession } from '@/test/render';
import { doubleTap, heldAnswer, renderWriteHook } from '@/test/write-hook';
import { useWithdraw } from './withdraw';

beforeEach(async () => {
  await storeSession();
});

const sent = { status: true, msg: messages.withdrawRequestSent };
const request = { points: 600, method: '2' } as const;

describe('useWithdraw', () => {
  it('sends the request with the mobile and refetches the wallet figures and the withdraw history', async () => {
    const { result, network, refetched } = await renderWriteHook(useWithdraw, {
      'api-user-withdraw-fund-request': () => sent,
    });
    expect(await act(() => result.current.send(request))).toMatchObject({ status: 'done' });
    expect(network.callsTo('api-user-withdraw-fund-request')[0]?.body).toMatchObject({
      unique_token: 'token-1',
      mobile: '9876543210',
      request_amount: 600,
      payment_method: '2',
    });
    expect(refetched()).toEqual([
      'api-get-dashboard-data',
      'api-user-wallet-balance',
      'api-user-withdraw-transaction-history',
      'api-wallet-transaction-history',
    ]);
  });

  it("shows the server's message on a refusal, 'An error occurred' without one, and that the provider is not answering without an answer", async () => {
    let answer: () => Response = () => refused(messages.withdrawOutsideHours);
    const { result } = await renderWriteHook(useWithdraw, {
      'api-user-withdraw-fund-request': () => answer(),
    });
    expect(await act(() => result.current.send(request))).toEqual({
      status: 'failed',
      message: messages.withdrawOutsideHours,
    });
    answer = () => new Response(JSON.stringify({ status: false }), { status: 422 });
    expect(await act(() => result.current.send(request))).toEqual({
      status: 'failed',
      message: messages.anErrorOccurred,
    });
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await act(() => result.current.send(request))).toEqual({
      status: 'failed',
      message: messages.providerUnavailable,
    });
  });

  it('sends one request for a double tap', async () => {
    const answer = heldAnswer(sent);
    const { result, network } = await renderWriteHook(useWithdraw, {
      'api-user-withdraw-fund-request': answer.handler,
    });
    await doubleTap(result.current.send, request, answer.release);
    expect(network.callsTo('api-user-withdraw-fund-request')).toHaveLength(1);
  });
});
