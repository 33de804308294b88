import { HEADLINE_IDS } from '@matka/shared/contract';
import {
  QueryClientProvider,
  QueryObserver,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, onTestFinished } from 'vitest';
import {
  fundRequestsQueryOptions,
  historyQueryOptions,
  walletTransactionsQueryOptions,
  withdrawRequestsQueryOptions,
} from '@/features/histories/api/history-queries';
import {
  lastFundRequestQueryOptions,
  paymentDetailsQueryOptions,
  walletBalanceQueryOptions,
} from '@/features/wallet/api/wallet-queries';
import {
  dashboardQueryOptions,
  headlineQueryOptions,
  socialQueryOptions,
} from '@/core/lib/queries';
import { getSession } from '@/lib/session';
import type { WriteResult } from '@/core/lib/use-write';
import {
  fakeProvider,
  shellHandlers,
  type ExactHandlers,
  type FakeHandlers,
  type ProviderPath,
} from './fake-provider';
import { testQueryClient } from './query-client';

const RANGE = { from: '2026-11-22', to: '2026-11-22' } as const;

/**
 * Every query a write could change, as screens read them: the wallet figures, the saved numbers,
 * every history, and a few no write touches. The dashboard's 5 s poll is off here, so a call after
 * the write is a refetch the write asked for.
 */
function watchedQueries(token: string, mobile: string) {
  return [
    { ...dashboardQueryOptions(token), refetchInterval: false as const },
    socialQueryOptions(),
    headlineQueryOptions(HEADLINE_IDS.home),
    walletBalanceQueryOptions(token),
    paymentDetailsQueryOptions(token),
    lastFundRequestQueryOptions(token),
    walletTransactionsQueryOptions(token),
    fundRequestsQueryOptions(token),
    withdrawRequestsQueryOptions(token, mobile),
    historyQueryOptions('main', 'bid', token, RANGE),
    historyQueryOptions('main', 'win', token, RANGE),
    historyQueryOptions('starline', 'bid', token, RANGE),
    historyQueryOptions('gali', 'bid', token, RANGE),
  ];
}

/** Answers for every watched query (empty lists); a test's handlers come on top. */
function watchedHandlers() {
  const bids = () => ({ status: true, bid_data: [] });
  return {
    ...shellHandlers(),
    'api-user-wallet-balance': () => ({ status: true, msg: '', wallet_amt: '10000' }),
    'api-get-user-payment-details': () => ({
      status: true,
      msg: '',
      payment_details: { google_pay_number: '', paytm_number: '', phone_pay_number: '' },
    }),
    'api-last-fund-request-detail': () => ({ status: true, msg: '', min_amt: '200' }),
    'api-wallet-transaction-history': () => ({ status: true, transaction_history: [] }),
    'api-fund-request-history': () => ({ status: true, fund_requests: [] }),
    'api-user-withdraw-transaction-history': () => ({ status: true, withdrawdata: [] }),
    'api-bid-history-data': bids,
    'api-wining-history-data': () => ({ status: true, win_data: [] }),
    'api-starline-bid-history-data': bids,
    'api-galidisawar-bid-history-data': bids,
  } satisfies FakeHandlers;
}

/**
 * Renders a write hook with the test QueryClient, next to observers of every query a write could
 * change (as if screens showed them all), once they have loaded. `refetched()` lists the read paths
 * asked again since then, sorted: what the write invalidated, observed on the network.
 */
export async function renderWriteHook<R, H extends FakeHandlers>(
  useHook: () => R,
  handlers: H & ExactHandlers<H>,
) {
  const network = fakeProvider({ ...watchedHandlers(), ...handlers } as FakeHandlers);
  const client = testQueryClient();
  const session = getSession();
  const observers = watchedQueries(session?.token ?? '', session?.mobile ?? '').map(
    (options) => new QueryObserver(client, options as QueryObserverOptions),
  );
  const stops = observers.map((observer) => observer.subscribe(() => undefined));
  onTestFinished(() => stops.forEach((stop) => stop()));
  await waitFor(() =>
    expect(observers.every((o) => o.getCurrentResult().fetchStatus === 'idle')).toBe(true),
  );
  const readPaths = new Set(network.calls.map((call) => call.path));
  const mark = network.calls.length;

  const view = renderHook(useHook, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
  return {
    ...view,
    network,
    refetched: (): ProviderPath[] =>
      network.calls
        .slice(mark)
        .map((call) => call.path)
        .filter((path) => readPaths.has(path))
        .sort(),
  };
}

/** A handler's answer held back until `release()`: the write stays in flight meanwhile. */
export function heldAnswer<A>(answer: A) {
  let release: () => void = () => undefined;
  const held = new Promise<A>((resolve) => {
    release = () => resolve(answer);
  });
  return { handler: () => held, release: () => release() };
}

/**
 * Taps twice before the first tap's answer is in: the second send is ignored (a Submit
 * locks while its request is in flight). Resolves with both results, after `release`.
 */
export async function doubleTap<V, D>(
  send: (variables: V) => Promise<WriteResult<D>>,
  variables: V,
  release: () => void,
) {
  let first: Promise<WriteResult<D>> = Promise.resolve({ status: 'ignored' });
  let second: Promise<WriteResult<D>> = Promise.resolve({ status: 'ignored' });
  act(() => {
    first = send(variables);
    second = send(variables);
  });
  const secondResult = await second;
  release();
  return { first: await act(() => first), second: secondResult };
}
