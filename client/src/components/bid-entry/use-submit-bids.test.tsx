import type { EntryLine, MarketKind } from '@matka/shared/rules';
import { messages } from '@matka/shared/messages';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { refused, type FakeHandlers, type ProviderPath } from '@/test/fake-provider';
import { storeSession } from '@/test/render';
import { doubleTap, heldAnswer, renderWriteHook } from '@/test/write-hook';
import { useSubmitBids, type SubmitBidsVariables } from './use-submit-bids';

beforeEach(async () => {
  await storeSession();
});

const line = (overrides: Partial<EntryLine>): EntryLine => ({
  digits: '5',
  closedigits: '',
  points: 10,
  session: 'Open',
  bidType: 'Single Digit',
  ...overrides,
});
const cart = (lines: EntryLine[]): SubmitBidsVariables => ({
  gameId: '3',
  gameName: 'MILAN DAY',
  bidDate: '22-November-2026',
  lines,
});
const placed = { status: true, msg: messages.bidPlaced };

/** Per market: its submit path, its bid history's path, and a line it takes. */
const markets = [
  ['main', 'api-submit-bid', 'api-bid-history-data', line({})],
  ['starline', 'api-starline-submit-bid', 'api-starline-bid-history-data', line({})],
  [
    'gali',
    'api-galidisawar-submit-bid',
    'api-galidisawar-bid-history-data',
    line({ bidType: 'Left Digit' }),
  ],
] as const satisfies readonly (readonly [MarketKind, ProviderPath, ProviderPath, EntryLine])[];

describe('useSubmitBids', () => {
  it.each(markets)(
    '%s: places the cart and refetches the wallet figures and that bid history only',
    async (kind, submitPath, historyPath, entry) => {
      const handlers = { [submitPath]: () => placed } as FakeHandlers;
      const { result, network, refetched } = await renderWriteHook(
        () => useSubmitBids(kind),
        handlers,
      );
      expect(await act(() => result.current.send(cart([entry])))).toMatchObject({
        status: 'done',
      });
      expect(network.callsTo(submitPath)).toHaveLength(1);
      expect(refetched()).toEqual(
        [
          'api-get-dashboard-data',
          'api-user-wallet-balance',
          'api-wallet-transaction-history',
          historyPath,
        ].sort(),
      );
    },
  );

  it("shows the server's message when a later call is refused, and refetches what the first placed", async () => {
    const placedLines: (readonly EntryLine[])[] = [];
    let calls = 0;
    const { result, network, refetched } = await renderWriteHook(() => useSubmitBids('main'), {
      'api-submit-bid': () => (++calls === 1 ? placed : refused(messages.insufficientBalance)),
    });
    const open = line({ digits: '1' });
    const close = line({ digits: '2', session: 'Close' });
    const sent = await act(() =>
      result.current.send({ ...cart([open, close]), onPlaced: (lines) => placedLines.push(lines) }),
    );
    expect(sent).toEqual({ status: 'failed', message: messages.insufficientBalance });
    expect(placedLines).toEqual([[open]]);
    expect(network.callsTo('api-submit-bid')).toHaveLength(2);
    expect(refetched()).toEqual([
      'api-bid-history-data',
      'api-get-dashboard-data',
      'api-user-wallet-balance',
      'api-wallet-transaction-history',
    ]);
  });

  it("falls back to 'Failed to place bid. Please try again.' without a server message", async () => {
    const { result } = await renderWriteHook(() => useSubmitBids('main'), {
      'api-submit-bid': () => ({ status: false }),
    });
    expect(await act(() => result.current.send(cart([line({})])))).toEqual({
      status: 'failed',
      message: messages.bidFailed,
    });
  });

  it('sends one request for a double tap', async () => {
    const answer = heldAnswer(placed);
    const { result, network } = await renderWriteHook(() => useSubmitBids('main'), {
      'api-submit-bid': answer.handler,
    });
    const taps = await doubleTap(result.current.send, cart([line({})]), answer.release);
    expect(taps).toMatchObject({ first: { status: 'done' }, second: { status: 'ignored' } });
    expect(network.callsTo('api-submit-bid')).toHaveLength(1);
  });
});
