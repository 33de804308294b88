import { messages } from '@matka/shared/messages';
import { istTimeOnDate, parseClockTime, systemClock } from '@matka/shared/time';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, focusManager, onlineManager } from '@tanstack/react-query';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import {
  dashboard,
  fakeProvider,
  market,
  shellHandlers,
  type DashboardAnswer,
} from '@/test/fake-provider';
import { testQueryClient } from '@/test/query-client';
import { renderRoute, storeSession } from '@/test/render';
import { MarketList } from '@/features/markets/components/market-list';

/** Home with one closed market (KALYAN), recording the device's vibrations. */
async function openClosedMarket() {
  await storeSession();
  const vibrations: unknown[] = [];
  Object.defineProperty(navigator, 'vibrate', {
    configurable: true,
    value: (pattern: unknown) => vibrations.push(pattern),
  });
  fakeProvider(shellHandlers(() => dashboard({ result: [market({ msg_status: 0 })] })));
  const user = userEvent.setup();
  const { router } = renderRoute(paths.home);
  const card = await screen.findByRole('listitem', { name: 'KALYAN' });
  return { vibrations, user, router, card };
}

describe('home (/imp)', () => {
  it('renders nothing until betting_status is known', async () => {
    await storeSession();
    let answer: ((value: DashboardAnswer) => void) | undefined;
    fakeProvider({
      ...shellHandlers(),
      'api-get-dashboard-data': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderRoute(paths.home);
    await screen.findByRole('banner');
    // The dashboard is asked for, and until it answers the screen stays empty.
    await waitFor(() => expect(answer).toBeDefined());
    // The screen's own code may still be loading (the route's spinner) when the shell asks.
    await waitFor(() => expect(screen.getByRole('main')).toBeEmptyDOMElement());
    act(() => answer?.(dashboard()));
    expect(await screen.findByRole('list', { name: 'Markets' })).toBeInTheDocument();
  });

  it("shows the headline, ADD FUNDS, KING STARLINE and contact buttons with betting_status '1'", async () => {
    await storeSession();
    fakeProvider(shellHandlers());
    renderRoute(paths.home);
    expect(await screen.findByRole('link', { name: 'ADD FUNDS' })).toHaveAttribute(
      'href',
      paths.addFunds,
    );
    expect(screen.getByRole('link', { name: 'KING STARLINE' })).toHaveAttribute(
      'href',
      paths.starlineCharts,
    );
    expect(screen.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+919876500001');
    expect(screen.getByRole('link', { name: messages.whatsApp })).toHaveAttribute(
      'href',
      'https://wa.me/919876500002',
    );
    expect(await screen.findByRole('marquee', { name: 'Welcome to the game' })).toBeInTheDocument();
  });

  it('shows only the market list, with View Charts, otherwise', async () => {
    await storeSession();
    fakeProvider(shellHandlers(() => dashboard({ betting_status: '0' })));
    renderRoute(paths.home);
    const list = await screen.findByRole('list', { name: 'Markets' });
    expect(screen.queryByRole('link', { name: 'ADD FUNDS' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'KING STARLINE' })).not.toBeInTheDocument();
    expect(screen.queryByRole('marquee')).not.toBeInTheDocument();
    const charts = within(list).getByRole('link', { name: `${messages.viewCharts}: KALYAN` });
    expect(charts).toHaveAttribute('href', 'http://provider.test/mock/charts/1');
    expect(charts).toHaveAttribute('target', '_blank');
    expect(within(list).queryByRole('button', { name: /Play Game/ })).not.toBeInTheDocument();
  });

  it.each([
    ['', '', '***-**-***'],
    ['123-6', '', '123-6*-***'],
    ['123-6', '8-350', '123-68-350'],
  ])('shows open %j and close %j as %s', async (openResult, closeResult, shown) => {
    await storeSession();
    fakeProvider(
      shellHandlers(() =>
        dashboard({ result: [market({ open_result: openResult, close_result: closeResult })] }),
      ),
    );
    renderRoute(paths.home);
    const card = await screen.findByRole('listitem', { name: 'KALYAN' });
    expect(within(card).getByLabelText('Result')).toHaveTextContent(shown);
  });

  it('opens /game with gameId, openTime, gameName and closeTime for an open market', async () => {
    await storeSession();
    fakeProvider(shellHandlers());
    const user = userEvent.setup();
    const { router } = renderRoute(paths.home);
    const card = await screen.findByRole('listitem', { name: 'KALYAN' });
    expect(within(card).getByText(messages.marketOpen)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `${messages.playGame}: KALYAN` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.game));
    expect(router.state.location.state).toEqual({
      gameId: '1',
      openTime: '03:45 PM',
      gameName: 'KALYAN',
      closeTime: '05:45 PM',
    });
  });

  it('shakes a closed market for 0.5 s and stays on /imp', async () => {
    const { vibrations, user, router, card } = await openClosedMarket();
    expect(within(card).getByText(messages.marketClosedForToday)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `${messages.playGame}: KALYAN` }));
    expect(card).toHaveClass('shake');
    expect(vibrations).toEqual([100]);
    expect(router.state.location.pathname).toBe(paths.home);
    await waitFor(() => expect(card).not.toHaveClass('shake'), { timeout: 2000 });
  });

  it('shakes a closed market tapped anywhere on the card, its text too, and stays on /imp', async () => {
    const { vibrations, user, router, card } = await openClosedMarket();
    await user.click(within(card).getByText(messages.marketClosedForToday));
    expect(card).toHaveClass('shake');
    expect(vibrations).toEqual([100]);
    await waitFor(() => expect(card).not.toHaveClass('shake'), { timeout: 2000 });
    await user.click(within(card).getByRole('heading', { name: 'KALYAN' }));
    expect(card).toHaveClass('shake');
    expect(vibrations).toEqual([100, 100]);
    expect(router.state.location.pathname).toBe(paths.home);
  });

  it('opens nothing and does not shake when an open market is tapped outside Play Game', async () => {
    await storeSession();
    fakeProvider(shellHandlers(() => dashboard({ result: [market({ msg_status: 1 })] })));
    const user = userEvent.setup();
    const { router } = renderRoute(paths.home);
    const card = await screen.findByRole('listitem', { name: 'KALYAN' });
    await user.click(within(card).getByText(messages.marketOpen));
    expect(card).not.toHaveClass('shake');
    expect(router.state.location.pathname).toBe(paths.home);
  });
});

describe('market list polling', () => {
  it('does not re-render when a poll answers the same data, and does when it changes', async () => {
    await storeSession();
    let current = dashboard({
      result: [market(), market({ game_id: '2', game_name: 'MILAN DAY' })],
    });
    const network = fakeProvider(shellHandlers(() => current));
    let commits = 0;
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter>
          <Profiler id="markets" onRender={() => (commits += 1)}>
            <MarketList bettingEnabled />
          </Profiler>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('listitem', { name: 'MILAN DAY' });
    const settled = commits;

    await act(() => testQueryClient().refetchQueries({ queryKey: ['dashboard'] }));
    expect(network.callsTo('api-get-dashboard-data')).toHaveLength(2);
    // Give any (unwanted) notification a chance to render before counting.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(commits).toBe(settled);

    current = dashboard({
      result: [market(), market({ game_id: '2', game_name: 'MILAN DAY', open_result: '123-6' })],
    });
    await act(() => testQueryClient().refetchQueries({ queryKey: ['dashboard'] }));
    expect(network.callsTo('api-get-dashboard-data')).toHaveLength(3);
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'MILAN DAY' })).getByLabelText('Result'),
      ).toHaveTextContent('123-6*-***'),
    );
    expect(commits).toBeGreaterThan(settled);
  });
});

describe('dashboard poll and page visibility', () => {
  it('polls every 5 s, stops while the page is hidden and refetches at once when shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    await storeSession();
    const network = fakeProvider(shellHandlers());
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter>
          <MarketList bettingEnabled />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const polls = () => network.callsTo('api-get-dashboard-data').length;
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(polls()).toBe(2);

    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(polls()).toBe(2);

    act(() => focusManager.setFocused(true));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(polls()).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(polls()).toBe(4);
    focusManager.setFocused(undefined);
  });
});

describe('a dashboard that fails (docs/failures.md)', () => {
  it('says the provider is not answering, with a retry, instead of a blank or empty home', async () => {
    await storeSession();
    let fail = true;
    fakeProvider(shellHandlers(() => (fail ? new Response('down', { status: 500 }) : dashboard())));
    const user = userEvent.setup();
    renderRoute(paths.home);
    expect(await screen.findByText(messages.providerUnavailable)).toBeInTheDocument();
    expect(screen.queryByText(messages.noMarkets)).not.toBeInTheDocument();
    expect(screen.queryByText(messages.bettingDisabled)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Wallet:/ })).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: messages.tryAgain }));
    expect(await screen.findByRole('list', { name: messages.markets })).toBeInTheDocument();
    expect(screen.queryByText(messages.providerUnavailable)).not.toBeInTheDocument();
  });

  it('keeps the failure and its Try again on screen while a poll asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await storeSession();
    let answer = (): Promise<Response> => Promise.resolve(new Response('down', { status: 500 }));
    const network = fakeProvider({ ...shellHandlers(), 'api-get-dashboard-data': () => answer() });
    renderRoute(paths.home);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent(messages.providerUnavailable);

    // The next poll gets no answer yet: the read is asked again with nothing to show.
    answer = () => new Promise(() => undefined);
    const asked = network.callsTo('api-get-dashboard-data').length;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(network.callsTo('api-get-dashboard-data').length).toBeGreaterThan(asked);
    const failure = within(main).getByRole('alert');
    expect(failure).toHaveTextContent(messages.providerUnavailable);
    expect(within(failure).getByRole('button', { name: messages.tryAgain })).toBeDisabled();
  });

  it.each([
    ['11:58 AM', messages.lastUpdatedAt('11:58 AM')],
    ['11:58 PM', messages.lastUpdatedOn('22-November-2026', '11:58 PM')],
  ])(
    'keeps markets that came at %s on screen while polls fail, saying when they came',
    async (time, said) => {
      vi.useFakeTimers({
        now: istTimeOnDate('2026-11-22', parseClockTime(time) ?? 0) + 20_000,
        shouldAdvanceTime: true,
      });
      await storeSession();
      let fail = false;
      fakeProvider(
        shellHandlers(() => (fail ? new Response('down', { status: 500 }) : dashboard())),
      );
      renderRoute(paths.home, { clock: systemClock });
      const main = await screen.findByRole('main');
      await within(main).findByRole('list', { name: messages.markets });

      fail = true;
      await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
      const failure = within(main).getByRole('alert');
      expect(failure).toHaveTextContent(messages.providerUnavailable);
      expect(within(failure).getByText(said)).toBeInTheDocument();
      expect(within(main).getByRole('list', { name: messages.markets })).toBeInTheDocument();

      fail = false;
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      await user.click(within(failure).getByRole('button', { name: messages.tryAgain }));
      await waitFor(() => expect(within(main).queryByRole('alert')).not.toBeInTheDocument());
    },
  );

  it('says the player is offline while the first dashboard read waits for the connection', async () => {
    await storeSession();
    let online = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    // TanStack Query's own reading of the network, which hears the window's events once mounted.
    onlineManager.setOnline(false);
    try {
      fakeProvider(shellHandlers());
      renderRoute(paths.home);
      const main = screen.getByRole('main');
      expect(await within(main).findByText(messages.offlineTryAgain)).toBeInTheDocument();
      expect(within(main).queryByText(messages.noMarkets)).not.toBeInTheDocument();

      online = true;
      act(() => {
        onlineManager.setOnline(true);
        window.dispatchEvent(new Event('online'));
      });
      expect(await screen.findByRole('list', { name: messages.markets })).toBeInTheDocument();
      expect(within(main).queryByText(messages.offlineTryAgain)).not.toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
      delete (navigator as { onLine?: boolean }).onLine;
    }
  });
});
