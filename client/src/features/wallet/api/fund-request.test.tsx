import { messages } from '@matka/shared/messages';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WriteResult } from '@/core/lib/use-write';
import { refused } from '@/test/fake-provider';
import { storeSession } from '@/test/render';
import { renderWriteHook } from '@/test/write-hook';
import { FUND_REQUEST_DELAY_MS, useAddMoney, type AddMoneyVariables } from './fund-request';

const deposit: AddMoneyVariables = { link: 'upi://pay?pa=test%40upi&am=250.00', points: 250 };
const added = { status: true, msg: 'Fund request submitted successfully' };

let opened: string[];
beforeEach(async () => {
  await storeSession();
  opened = [];
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return null;
  });
});

/** Sends (`taps` times at once) on a fake clock and lets the 2 s wait pass. */
async function addMoney(send: (v: AddMoneyVariables) => Promise<WriteResult<unknown>>, taps = 1) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const results: Promise<WriteResult<unknown>>[] = [];
  act(() => {
    for (let tap = 0; tap < taps; tap += 1) results.push(send(deposit));
  });
  await vi.advanceTimersByTimeAsync(FUND_REQUEST_DELAY_MS);
  vi.useRealTimers();
  return act(() => Promise.all(results));
}

describe('useAddMoney', () => {
  it('opens the payment link, posts the request 2 s later and refetches the deposit history only', async () => {
    const { result, network, refetched } = await renderWriteHook(useAddMoney, {
      'api-fund-request-add': () => added,
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let sent: Promise<WriteResult<unknown>> = Promise.resolve({ status: 'ignored' });
    act(() => {
      sent = result.current.send(deposit);
    });
    await vi.advanceTimersByTimeAsync(FUND_REQUEST_DELAY_MS - 1);
    expect(opened).toEqual([deposit.link]);
    expect(network.callsTo('api-fund-request-add')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    expect(await act(() => sent)).toEqual({ status: 'done', data: added });
    expect(network.callsTo('api-fund-request-add')[0]?.body).toMatchObject({
      unique_token: 'token-1',
      request_amount: 250,
    });
    expect(refetched()).toEqual(['api-fund-request-history']);
  });

  it("shows the server's message on a refusal", async () => {
    const { result } = await renderWriteHook(useAddMoney, {
      'api-fund-request-add': () => refused(messages.minAmountToAdd(300)),
    });
    expect(await addMoney(result.current.send)).toEqual([
      { status: 'failed', message: messages.minAmountToAdd(300) },
    ]);
  });

  it('opens one link and sends one request for a double tap', async () => {
    const { result, network } = await renderWriteHook(useAddMoney, {
      'api-fund-request-add': () => added,
    });
    const [first, second] = await addMoney(result.current.send, 2);
    expect(first).toMatchObject({ status: 'done' });
    expect(second).toEqual({ status: 'ignored' });
    expect(opened).toHaveLength(1);
    expect(network.callsTo('api-fund-request-add')).toHaveLength(1);
  });
});
