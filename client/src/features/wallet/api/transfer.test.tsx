import { messages } from '@matka/shared/messages';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { refused } from '@/test/fake-provider';
import { storeSession } from '@/test/render';
import { doubleTap, heldAnswer, renderWriteHook } from '@/test/write-hook';
import { useCheckReceiver, useTransfer } from './transfer';

beforeEach(async () => {
  await storeSession();
});

const receiver = { status: true, msg: '', user_name: 'Chart Viewer' };
const transferred = { status: true, msg: 'Points transferred successfully' };
const transfer = { phone: '9123456780', points: 100 };

describe('useCheckReceiver', () => {
  it("answers the receiver's name and refetches nothing", async () => {
    const { result, network, refetched } = await renderWriteHook(useCheckReceiver, {
      'api-check-user-for-transfer-amt': () => receiver,
    });
    expect(await act(() => result.current.send('9123456780'))).toMatchObject({
      status: 'done',
      data: { user_name: 'Chart Viewer' },
    });
    expect(network.callsTo('api-check-user-for-transfer-amt')[0]?.body).toMatchObject({
      unique_token: 'token-1',
      mobile_no: '9123456780',
    });
    expect(refetched()).toEqual([]);
  });

  it("answers any refusal with 'Username or password incorrect'", async () => {
    const { result } = await renderWriteHook(useCheckReceiver, {
      'api-check-user-for-transfer-amt': () => refused('User not found'),
    });
    expect(await act(() => result.current.send('9123456780'))).toEqual({
      status: 'failed',
      message: messages.receiverCheckFailed,
    });
  });

  it('sends one request for a double tap', async () => {
    const answer = heldAnswer(receiver);
    const { result, network } = await renderWriteHook(useCheckReceiver, {
      'api-check-user-for-transfer-amt': answer.handler,
    });
    await doubleTap(result.current.send, '9123456780', answer.release);
    expect(network.callsTo('api-check-user-for-transfer-amt')).toHaveLength(1);
  });
});

describe('useTransfer', () => {
  it('sends the points with an empty note and refetches the dashboard, balance and passbook', async () => {
    const { result, network, refetched } = await renderWriteHook(useTransfer, {
      'api-user-transfer-wallet-balance': () => transferred,
    });
    expect(await act(() => result.current.send(transfer))).toEqual({
      status: 'done',
      data: transferred,
    });
    expect(network.callsTo('api-user-transfer-wallet-balance')[0]?.body).toMatchObject({
      unique_token: 'token-1',
      amount: 100,
      mobile_no: '9123456780',
      transfer_note: '',
    });
    expect(refetched()).toEqual([
      'api-get-dashboard-data',
      'api-user-wallet-balance',
      'api-wallet-transaction-history',
    ]);
  });

  it("shows the server's message on a refusal, and still refetches the wallet figures", async () => {
    const { result, refetched } = await renderWriteHook(useTransfer, {
      'api-user-transfer-wallet-balance': () => refused(messages.notEnoughPoints),
    });
    expect(await act(() => result.current.send(transfer))).toEqual({
      status: 'failed',
      message: messages.notEnoughPoints,
    });
    await waitFor(() => expect(result.current.error).toBe(messages.notEnoughPoints));
    expect(refetched()).toEqual([
      'api-get-dashboard-data',
      'api-user-wallet-balance',
      'api-wallet-transaction-history',
    ]);
  });

  it('sends one request for a double tap, and stays pending until the figures are refetched', async () => {
    const answer = heldAnswer(transferred);
    const { result, network } = await renderWriteHook(useTransfer, {
      'api-user-transfer-wallet-balance': answer.handler,
    });
    const taps = await doubleTap(result.current.send, transfer, answer.release);
    expect(taps).toMatchObject({ first: { status: 'done' }, second: { status: 'ignored' } });
    expect(network.callsTo('api-user-transfer-wallet-balance')).toHaveLength(1);
    // The send resolved after the refetch it asked for.
    expect(network.callsTo('api-user-wallet-balance')).toHaveLength(2);
  });
});
