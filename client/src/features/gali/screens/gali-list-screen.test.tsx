import { messages } from '@matka/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
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
import { renderRoute, storeSession } from '@/test/render';

const CHART_URL = 'http://provider.test/mock/charts/gali';

function game(overrides: Partial<WireMarket> = {}) {
  return market({
    game_id: '21',
    game_name: 'FARIDABAD',
    open_time: '06:00 PM',
    close_time: '06:00 PM',
    web_chart_url: '',
    ...overrides,
  });
}

/** Distinct values per field, so the panel shows which fields it read. */
const rates = () => ({
  status: true,
  game_rates: [
    {
      single_digit_val_1: 10,
      single_digit_val_2: 95,
      jodi_digit_val_1: 10,
      jodi_digit_val_2: 999,
      single_pana_val_1: 10,
      single_pana_val_2: 96,
      double_pana_val_1: 10,
      double_pana_val_2: 950,
    },
    { single_digit_val_1: 1, single_digit_val_2: 2 },
  ],
});

async function openList(path: string, betting: '0' | '1', result: WireMarket[]) {
  await storeSession();
  const network = fakeProvider({
    ...shellHandlers(() => dashboard({ betting_status: betting })),
    'api-galidisawar-game': () => ({ status: true, result, web_galidessar_chart_url: CHART_URL }),
    'api-galidisawar-game-rates': rates,
  });
  const view = renderRoute(path);
  await screen.findByRole('list', { name: 'Gali Disawar games' });
  return { ...view, network };
}

describe('Gali Disawar list (/galiallgame)', () => {
  it('shows each game with its status, the black result badge, and Play Game', async () => {
    await openList(paths.galiAllGame, '1', [
      game({ open_result: '4', close_result: '7' }),
      game({ game_id: '22', game_name: 'SHRI GANESH', msg_status: 0 }),
    ]);
    const running = screen.getByRole('listitem', { name: 'FARIDABAD' });
    expect(running).toHaveTextContent('Result 47');
    expect(running).toHaveTextContent(messages.runningNow);
    const closed = screen.getByRole('listitem', { name: 'SHRI GANESH' });
    expect(closed).toHaveTextContent('Result **');
    expect(closed).toHaveTextContent(messages.closedForToday);
    expect(
      within(running).getByRole('button', { name: `${messages.playGame}: FARIDABAD` }),
    ).toBeVisible();
  });

  it('reads Left, Right and Jodi rates from single_digit, single_pana and double_pana (the spec quirk)', async () => {
    await openList(paths.galiAllGame, '1', [game()]);
    const panel = screen.getByRole('region', { name: 'Gali Disawar Rates' });
    await waitFor(() => expect(panel).toHaveTextContent('Left Digit10-95'));
    const rows = within(panel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Left Digit', '10-95'],
      ['Right Digit', '10-96'],
      ['Jodi Digit', '10-950'],
    ]);
  });

  it('gates the history buttons by betting_status and always offers the chart', async () => {
    await openList(paths.galiAllGame, '1', [game()]);
    expect(screen.getByRole('link', { name: 'Bid-History' })).toHaveAttribute(
      'href',
      paths.galiBidHistory,
    );
    expect(screen.getByRole('link', { name: 'Win History' })).toHaveAttribute(
      'href',
      paths.galiWinHistory,
    );
    expect(screen.getByRole('link', { name: 'Chart' })).toHaveAttribute('href', CHART_URL);
  });

  it('sends a charts-only player home with a message: /galiallgame is for betting', async () => {
    await storeSession();
    fakeProvider({
      ...shellHandlers(() => dashboard({ betting_status: '0' })),
      'api-galidisawar-game': () => ({ status: true, result: [game()] }),
    });
    const { router } = renderRoute(paths.galiAllGame);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(await screen.findByText(messages.bettingDisabled)).toBeInTheDocument();
  });

  it('offers View Charts only, without history buttons, on /galiIMP for a charts-only player', async () => {
    await openList(paths.galiCharts, '0', [game()]);
    expect(screen.queryByRole('link', { name: 'Bid-History' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Win History' })).toBeNull();
    expect(screen.getByRole('link', { name: `${messages.viewCharts}: FARIDABAD` })).toHaveAttribute(
      'href',
      CHART_URL,
    );
    expect(screen.queryByRole('button', { name: /Play Game/ })).toBeNull();
  });

  it('/galiIMP is charts only even for a betting player', async () => {
    await openList(paths.galiCharts, '1', [game()]);
    expect(screen.getByRole('link', { name: `${messages.viewCharts}: FARIDABAD` })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.queryByRole('button', { name: /Play Game/ })).toBeNull();
  });

  it('vibrates and shakes a closed game without navigating', async () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { vibrate }));
    const { router } = await openList(paths.galiAllGame, '1', [game({ msg_status: 0 })]);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: `${messages.playGame}: FARIDABAD` }));
    expect(screen.getByRole('listitem', { name: 'FARIDABAD' })).toHaveClass('shake');
    expect(vibrate).toHaveBeenCalledWith(100);
    expect(router.state.location.pathname).toBe(paths.galiAllGame);
  });

  it('opens the type chooser of a running game with gameId, openTime, gameName and closeTime', async () => {
    const { router } = await openList(paths.galiAllGame, '1', [game()]);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: `${messages.playGame}: FARIDABAD` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.galiGame));
    expect(router.state.location.state).toEqual({
      gameId: '21',
      openTime: '06:00 PM',
      gameName: 'FARIDABAD',
      closeTime: '06:00 PM',
    });
    const menu = await screen.findByRole('list', { name: 'Game types' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['4*Left Digit', '*7Right Digit', '47Jodi Digit']);
  });

  it('polls the list every 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let left = '';
    await storeSession();
    fakeProvider({
      ...shellHandlers(),
      'api-galidisawar-game': () => ({
        status: true,
        result: [game({ open_result: left })],
        web_galidessar_chart_url: CHART_URL,
      }),
      'api-galidisawar-game-rates': rates,
    });
    renderRoute(paths.galiAllGame);
    const card = await screen.findByRole('listitem', { name: 'FARIDABAD' });
    expect(card).toHaveTextContent('Result **');
    left = '4';
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(card).toHaveTextContent('Result 4*'));
  });
});
