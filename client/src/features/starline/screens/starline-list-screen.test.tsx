import { settableClock, systemClock, type Clock } from '@matka/shared/time';
import { messages } from '@matka/shared/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import {
  dashboard,
  fakeProvider,
  market,
  shellHandlers,
  type WireMarket,
} from '@/test/fake-provider';
import { testQueryClient } from '@/test/query-client';
import { renderRoute, storeSession, TEST_NOW } from '@/test/render';

const CHART_URL = 'http://provider.test/mock/charts/starline';

/** A slot; its time is 02:00 PM, after TEST_NOW (12:00 PM IST), so it still takes bids. */
function slot(overrides: Partial<WireMarket> = {}) {
  return market({
    game_id: '11',
    game_name: '10:00 AM',
    open_time: '02:00 PM',
    close_time: '02:00 PM',
    web_chart_url: '',
    ...overrides,
  });
}

function starlineAnswer(result: WireMarket[]) {
  return () => ({ status: true, result, web_starline_chart_url: CHART_URL });
}

const rates = () => ({
  status: true,
  game_rates: [
    {
      single_digit_val_1: 10,
      single_digit_val_2: 95,
      single_pana_val_1: 10,
      single_pana_val_2: 1400,
      double_pana_val_1: '10',
      double_pana_val_2: '2800',
      tripple_pana_val_1: 10,
      tripple_pana_val_2: 7000,
    },
  ],
});

async function openList(betting: '0' | '1', result: WireMarket[], clock?: Clock) {
  await storeSession();
  const network = fakeProvider({
    ...shellHandlers(() => dashboard({ betting_status: betting })),
    'api-starline-game': starlineAnswer(result),
    'api-starline-game-rates': rates,
  });
  const view = renderRoute(paths.starlineCharts, clock === undefined ? {} : { clock });
  await screen.findByRole('list', { name: 'Starline games' });
  return { ...view, network };
}

describe('Starline list (/imp2)', () => {
  it('shows each slot with status, result or mask, and Play Game for a betting player', async () => {
    await openList('1', [
      slot({ open_result: '123-6' }),
      slot({ game_id: '12', game_name: '11:00 AM', msg_status: 0 }),
    ]);
    const first = screen.getByRole('listitem', { name: '10:00 AM' });
    expect(first).toHaveTextContent('123-6');
    expect(first).toHaveTextContent(messages.runningNow);
    expect(within(first).getByRole('timer')).toHaveTextContent(messages.closesIn('2 h 0 m'));
    const second = screen.getByRole('listitem', { name: '11:00 AM' });
    expect(second).toHaveTextContent('***-*');
    expect(second).toHaveTextContent(messages.closedForToday);
    expect(
      within(first).getByRole('button', { name: `${messages.playGame}: 10:00 AM` }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /View Charts/ })).toBeNull();
  });

  it('counts down to the slot time on the clock and turns closed at zero without a poll', async () => {
    const clock = settableClock(TEST_NOW);
    await openList('1', [slot({ open_time: '12:01 PM', close_time: '12:01 PM' })], clock);
    const row = screen.getByRole('listitem', { name: '10:00 AM' });
    expect(within(row).getByRole('timer')).toHaveTextContent(messages.closesIn('1:00'));
    clock.set(TEST_NOW + 59_000);
    await waitFor(
      () => expect(within(row).getByRole('timer')).toHaveTextContent(messages.closesIn('0:01')),
      { timeout: 3_000 },
    );
    clock.set(TEST_NOW + 60_000);
    await waitFor(() => expect(row).toHaveTextContent(messages.closedForToday), { timeout: 3_000 });
    expect(within(row).queryByRole('timer')).toBeNull();
    expect(
      within(row).getByRole('button', { name: `${messages.playGame}: 10:00 AM` }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers Bid-History, Win History and the chart for betting players', async () => {
    await openList('1', [slot()]);
    expect(screen.getByRole('link', { name: 'Bid-History' })).toHaveAttribute(
      'href',
      paths.starlineBidHistory,
    );
    expect(screen.getByRole('link', { name: 'Win History' })).toHaveAttribute(
      'href',
      paths.starlineWinHistory,
    );
    const chart = screen.getByRole('link', { name: 'Chart' });
    expect(chart).toHaveAttribute('href', CHART_URL);
    expect(chart).toHaveAttribute('target', '_blank');
  });

  it('hides the history buttons and offers View Charts when betting is off', async () => {
    await openList('0', [slot()]);
    expect(screen.queryByRole('link', { name: 'Bid-History' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Win History' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Chart' })).toHaveAttribute('href', CHART_URL);
    const view = screen.getByRole('link', { name: `${messages.viewCharts}: 10:00 AM` });
    expect(view).toHaveAttribute('href', CHART_URL);
    expect(view).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: /Play Game/ })).toBeNull();
  });

  it('shows the rates panel as val_1-val_2 in the spec order', async () => {
    await openList('1', [slot()]);
    const panel = screen.getByRole('region', { name: 'Starline Rates' });
    await waitFor(() => expect(panel).toHaveTextContent('Single Digit10-95'));
    const terms = within(panel)
      .getAllByRole('term')
      .map((node) => node.textContent);
    expect(terms).toEqual(['Single Digit', 'Double Pana', 'Single Pana', 'Triple Pana']);
    const values = within(panel)
      .getAllByRole('definition')
      .map((node) => node.textContent);
    expect(values).toEqual(['10-95', '10-2800', '10-1400', '10-7000']);
  });

  it('vibrates and shakes a closed slot without navigating', async () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { vibrate }));
    const { router } = await openList('1', [slot({ msg_status: 0 })]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `${messages.playGame}: 10:00 AM` }));
    expect(screen.getByRole('listitem', { name: '10:00 AM' })).toHaveClass('shake');
    expect(vibrate).toHaveBeenCalledWith(100);
    expect(router.state.location.pathname).toBe(paths.starlineCharts);
  });

  it('opens the game-type menu of a running slot with its game', async () => {
    const { router } = await openList('1', [slot()]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `${messages.playGame}: 10:00 AM` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.starGame));
    expect(router.state.location.state).toEqual({
      gameId: '11',
      openTime: '02:00 PM',
      gameName: '10:00 AM',
      closeTime: '02:00 PM',
    });
    expect(await screen.findByRole('heading', { name: '10:00 AM' })).toBeVisible();
    const menu = screen.getByRole('list', { name: 'Game types' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['1Single Digit', paths.starSingle],
      ['123Single Pana', paths.starSinglePana],
      ['112Double Pana', paths.starDoublePana],
      ['111Triple Pana', paths.starTriplePana],
    ]);
  });

  it('polls the list every 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let result = '';
    await storeSession();
    fakeProvider({
      ...shellHandlers(),
      'api-starline-game': () => ({
        status: true,
        result: [slot({ open_result: result })],
        web_starline_chart_url: CHART_URL,
      }),
      'api-starline-game-rates': rates,
    });
    renderRoute(paths.starlineCharts);
    const row = await screen.findByRole('listitem', { name: '10:00 AM' });
    expect(row).toHaveTextContent('***-*');
    result = '238-3';
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(row).toHaveTextContent('238-3'));
  });

  it('keeps its slots when a poll fails, under the failure saying when they came', async () => {
    // The device's clock stamps the answers: at TEST_NOW.
    vi.useFakeTimers({ now: TEST_NOW, shouldAdvanceTime: true });
    await storeSession();
    let fail = false;
    fakeProvider({
      ...shellHandlers(),
      'api-starline-game': () =>
        fail ? new Response('down', { status: 500 }) : starlineAnswer([slot()])(),
      'api-starline-game-rates': rates,
    });
    renderRoute(paths.starlineCharts, { clock: systemClock });
    const list = await screen.findByRole('list', { name: 'Starline games' });

    fail = true;
    await act(() => testQueryClient().refetchQueries({ queryKey: ['starline', 'game'] }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(messages.providerUnavailable);
    expect(failure).toHaveTextContent(messages.lastUpdatedAt('12:00 PM'));
    expect(list).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: '10:00 AM' })).toBeInTheDocument();
  });

  it('is also shown at /star in the footer layout', async () => {
    await storeSession();
    fakeProvider({
      ...shellHandlers(),
      'api-starline-game': starlineAnswer([slot()]),
      'api-starline-game-rates': rates,
    });
    renderRoute(paths.star);
    expect(await screen.findByRole('listitem', { name: '10:00 AM' })).toHaveTextContent(
      messages.runningNow,
    );
  });
});

describe('Starline game-type menu (/stargame)', () => {
  it('shows a way back instead of a blank screen when opened without a game', async () => {
    await storeSession();
    fakeProvider(shellHandlers());
    renderRoute(paths.starGame);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidNavigation);
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', paths.home);
    expect(screen.getByRole('link', { name: 'Starline games' })).toHaveAttribute(
      'href',
      paths.starlineCharts,
    );
  });
});
