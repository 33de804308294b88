import { messages } from '@matka/shared/messages';
import { fixedClock, istTimeOnDate, settableClock, type Clock } from '@matka/shared/time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import {
  dashboard,
  fakeProvider,
  market,
  refused,
  shellHandlers,
  type FakeHandlers,
} from '@/test/fake-provider';
import { renderRoute, storeSession, TEST_NOW } from '@/test/render';

/** KALYAN opens at 03:45 PM IST; TEST_NOW is 12:00 IST on 22 November 2026. */
const GAME = { gameId: '7', gameName: 'KALYAN', openTime: '03:45 PM', closeTime: '05:45 PM' };
const MINUTE = 60_000;
/** A night market: opens 09:35 PM, closes 12:05 AM the next calendar day (docs/game-rules.md). */
const NIGHT = { gameId: '8', gameName: 'MAIN BAZAR', openTime: '09:35 PM', closeTime: '12:05 AM' };
/** 12:03 AM IST on 23 November 2026: MAIN BAZAR's day is still 22 November. */
const AFTER_MIDNIGHT = istTimeOnDate('2026-11-23', 3);
const nightRow = () =>
  market({ game_id: '8', game_name: 'MAIN BAZAR', open_time: '09:35 PM', close_time: '12:05 AM' });

async function open(
  path: string,
  options: {
    wallet?: string;
    handlers?: FakeHandlers;
    clock?: Clock;
    state?: unknown;
  } = {},
) {
  await storeSession();
  const network = fakeProvider({
    ...shellHandlers(() => dashboard({ wallet_amt: options.wallet ?? '10000' })),
    ...options.handlers,
  });
  const view = renderRoute(path, {
    state: options.state === undefined ? GAME : options.state,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await waitFor(() => expect(screen.getByTestId('bid-balance')).not.toHaveTextContent('…'));
  return { network, view, user: userEvent.setup() };
}

const balance = () => screen.getByTestId('bid-balance').textContent;
const proceed = () => screen.getByRole('button', { name: 'Proceed' });
const cartRows = () => {
  const list = screen.queryByRole('list', { name: 'Bids' });
  return list ? within(list).getAllByRole('listitem') : [];
};

async function enter(user: ReturnType<typeof userEvent.setup>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await user.clear(screen.getByLabelText(label));
    if (value !== '') await user.type(screen.getByLabelText(label), value);
  }
  await user.click(proceed());
}

function bidPlaced(body: Record<string, unknown>) {
  void body;
  return { status: true, msg: messages.bidPlaced, wallet_amt: '9000' };
}

describe('Single Digit (/single)', () => {
  it('checks the digit before the points, toasts the first error and clears the inputs', async () => {
    const { user } = await open(paths.single);
    await enter(user, { Points: '50' });
    expect(await screen.findByText(messages.pleaseEnterTheNumber)).toBeInTheDocument();
    expect(screen.getByLabelText('Points')).toHaveValue('');

    await enter(user, { Digit: '5' });
    expect(await screen.findByText(messages.pleaseEnterPoint)).toBeInTheDocument();
    expect(screen.getByLabelText('Digit')).toHaveValue('');

    await enter(user, { Digit: '5', Points: '5' });
    expect(await screen.findByText(messages.minimumBidAmount)).toBeInTheDocument();

    await enter(user, { Digit: '5', Points: '10001' });
    expect(await screen.findByText(messages.insufficientBalance)).toBeInTheDocument();
    expect(cartRows()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('lowers the balance on add, refunds on delete, and hides Submit when empty', async () => {
    const { user } = await open(paths.single);
    expect(balance()).toBe('10000');
    await enter(user, { Digit: '5', Points: '50' });
    await enter(user, { Digit: '7', Points: '25' });
    expect(balance()).toBe('9925');
    expect(cartRows()).toHaveLength(2);
    expect(cartRows()[0]).toHaveTextContent('Open Digit 5');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Open Digit 5' }));
    expect(balance()).toBe('9975');
    await user.click(screen.getByRole('button', { name: 'Delete Open Digit 7' }));
    expect(balance()).toBe('10000');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('disables Open at the open time and switches to Close', async () => {
    const clock = settableClock(TEST_NOW + (3 * 60 + 44) * MINUTE); // 03:44 PM IST
    const { user } = await open(paths.single, { clock });
    const openRadio = screen.getByRole('radio', { name: 'Open' });
    expect(openRadio).toBeEnabled();
    expect(openRadio).toBeChecked();
    clock.advance(MINUTE); // 03:45 PM: the open time
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Open' })).toBeDisabled(), {
      timeout: 3000,
    });
    expect(screen.getByRole('radio', { name: 'Close' })).toBeChecked();
    await enter(user, { Digit: '3', Points: '10' });
    expect(cartRows()[0]).toHaveTextContent('Close Digit 3');
  });
});

describe('Jodi Digit (/jodi)', () => {
  it('sends new_result as the contract says, toasts success, clears the cart and refetches the wallet', async () => {
    let wallet = '10000';
    const { network, user } = await open(paths.jodi, {
      handlers: {
        'api-get-dashboard-data': () => dashboard({ wallet_amt: wallet }),
        'api-submit-bid': () => {
          wallet = '9930';
          return { status: true, msg: messages.bidPlaced, wallet_amt: wallet };
        },
      },
    });
    await enter(user, { Digit: '07', Points: '50' });
    await enter(user, { Digit: '99', Points: '20' });
    expect(cartRows()[0]).toHaveTextContent('Close Digit 07');
    expect(balance()).toBe('9930');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'KALYAN' });
    expect(dialog).toHaveTextContent(messages.confirmBidWarning);
    expect(dialog).toHaveTextContent('Total Bid2');
    expect(dialog).toHaveTextContent('Total Point70');
    expect(dialog).toHaveTextContent('22-November-2026');
    expect(within(dialog).getByRole('button', { name: messages.cancel })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: messages.submit }));

    expect(await screen.findByText(messages.bidPlaced)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartRows()).toHaveLength(0);
    expect(screen.getByLabelText('Digit')).toHaveFocus();
    expect(network.callsTo('api-submit-bid')).toHaveLength(1);
    expect(network.callsTo('api-submit-bid')[0]?.body).toEqual({
      env_type: 'Prod',
      app_key: 'test-app-key',
      game_id: '7',
      new_result: {
        unique_token: 'token-1',
        Gamename: 'KALYAN',
        totalbit: 70,
        gameid: '7',
        pana: 'Jodi Digit',
        gametype: 'main',
        bid_date: '22-November-2026',
        session: 'Close',
        result: [
          {
            digits: '07',
            closedigits: '',
            points: 50,
            session: 'Close',
            pana: 'Jodi Digit',
            closepana: '',
          },
          {
            digits: '99',
            closedigits: '',
            points: 20,
            session: 'Close',
            pana: 'Jodi Digit',
            closepana: '',
          },
        ],
      },
    });
    // The wallet is refetched after the bid: the screen shows the new balance.
    await waitFor(() => expect(balance()).toBe('9930'));
    expect(screen.getByRole('link', { name: 'Wallet: 9930 points' })).toBeInTheDocument();
  });
});

describe('a night market after midnight (its day is the day it opened)', () => {
  it('disables Open, chooses Close, and shows and sends the previous day as the bid date', async () => {
    const { network, user } = await open(paths.single, {
      state: NIGHT,
      clock: fixedClock(AFTER_MIDNIGHT),
      handlers: { 'api-submit-bid': bidPlaced },
    });
    expect(screen.getByRole('radio', { name: 'Open' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Close' })).toBeChecked();
    expect(screen.getByLabelText('Date')).toHaveValue('22-November-2026');
    await enter(user, { Digit: '3', Points: '10' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'MAIN BAZAR' });
    expect(dialog).toHaveTextContent('22-November-2026');
    await user.click(within(dialog).getByRole('button', { name: messages.submit }));
    expect(await screen.findByText(messages.bidPlaced)).toBeInTheDocument();
    expect(network.callsTo('api-submit-bid')[0]?.body['new_result']).toMatchObject({
      bid_date: '22-November-2026',
      session: 'Close',
      result: [{ digits: '3', session: 'Close', pana: 'Single Digit' }],
    });
  });

  it("reads the close time from the dashboard's row when the navigation state lacks it", async () => {
    const withoutClose = { gameId: '8', gameName: 'MAIN BAZAR', openTime: '09:35 PM' };
    const handlers = {
      'api-get-dashboard-data': () => dashboard({ result: [market(), nightRow()] }),
    };
    await open(paths.single, {
      state: withoutClose,
      clock: fixedClock(AFTER_MIDNIGHT),
      handlers,
    });
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveValue('22-November-2026'));
    expect(screen.getByRole('radio', { name: 'Open' })).toBeDisabled();
  });

  it('before the open time offers Open on the same row', async () => {
    await open(paths.single, {
      state: { gameId: '8', gameName: 'MAIN BAZAR', openTime: '09:35 PM' },
      clock: fixedClock(istTimeOnDate('2026-11-22', 21 * 60)),
      handlers: { 'api-get-dashboard-data': () => dashboard({ result: [nightRow()] }) },
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Open' })).toBeEnabled());
    expect(screen.getByLabelText('Date')).toHaveValue('22-November-2026');
  });

  it("offers no Open session, on today's date, when neither the state nor the dashboard knows the close time", async () => {
    await open(paths.single, { state: { gameId: '99', gameName: 'GONE', openTime: '03:45 PM' } });
    expect(screen.getByRole('radio', { name: 'Open' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Close' })).toBeChecked();
    expect(screen.getByLabelText('Date')).toHaveValue('22-November-2026');
  });
});

describe('the confirm dialog', () => {
  it('locks while in flight, sends once, and on refusal stays open with the server message and the cart intact', async () => {
    let answer: (value: Response) => void = () => undefined;
    const { network, user } = await open(paths.single, {
      handlers: {
        'api-submit-bid': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    await enter(user, { Digit: '4', Points: '100' });
    const opener = screen.getByRole('button', { name: 'Submit' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: messages.submit }));
    const busy = within(dialog).getByRole('button', { name: messages.submitting });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: messages.cancel })).toBeDisabled();
    await user.click(busy);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(network.callsTo('api-submit-bid')).toHaveLength(1);

    answer(refused('Bidding is closed for Open session', 409));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bidding is closed for Open session',
    );
    expect(within(dialog).getByRole('button', { name: messages.submit })).toBeEnabled();
    expect(cartRows()).toHaveLength(1);
    expect(balance()).toBe('9900');

    await user.click(within(dialog).getByRole('button', { name: messages.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });

  it("says a network error is one, and 'Failed to place bid. Please try again.' for a status that is not true, keeping the bids", async () => {
    let calls = 0;
    const { user } = await open(paths.single, {
      handlers: {
        'api-submit-bid': () => {
          calls += 1;
          if (calls === 1) throw new TypeError('Failed to fetch');
          return { status: false };
        },
      },
    });
    await enter(user, { Digit: '4', Points: '100' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: messages.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.providerUnavailable,
    );
    expect(cartRows()).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: messages.submit }));
    await waitFor(() => expect(calls).toBe(2));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.bidFailed);
    expect(cartRows()).toHaveLength(1);
  });
});

describe('panna screens', () => {
  it('Single Panna refuses a pana outside the list and labels rows by session', async () => {
    const { user } = await open(paths.singlePana);
    await enter(user, { Pana: '121', Points: '10' });
    expect(await screen.findByText(messages.numberNotValid('121'))).toBeInTheDocument();
    await enter(user, { Pana: '128', Points: '10' });
    expect(cartRows()[0]).toHaveTextContent('Open Pana 128');
  });

  it('Double Panna and Triple Panna offer their allowed values as suggestions', async () => {
    await open(paths.doublePana);
    const input = screen.getByLabelText('Pana');
    const list = document.getElementById(input.getAttribute('list') ?? '');
    expect(list?.querySelectorAll('option')).toHaveLength(90);
  });
});

describe('Half Sangam and Full Sangam', () => {
  it('Half Sangam checks the digit first in Open and the pana first in Close', async () => {
    const { user } = await open(paths.halfSangam);
    await enter(user, { 'Open Digit': '', 'Close Pana': '121', Points: '10' });
    expect(await screen.findByText(messages.pleaseEnterTheNumber)).toBeInTheDocument();
    await enter(user, { 'Open Digit': '3', 'Close Pana': '128', Points: '10' });
    expect(cartRows()[0]).toHaveTextContent('Open Digit 3');
    expect(cartRows()[0]).toHaveTextContent('Close Pana 128');

    await user.click(screen.getByRole('radio', { name: 'Close' }));
    await enter(user, { 'Open Pana': '121', 'Close Digit': '', Points: '10' });
    expect(await screen.findByText(messages.numberNotValid('121'))).toBeInTheDocument();
  });

  it('Full Sangam sends the open and close panas', async () => {
    const { network, user } = await open(paths.fullSangam, {
      handlers: { 'api-submit-bid': bidPlaced },
    });
    await enter(user, { 'Open Pana': '', 'Close Pana': '128', Points: '10' });
    expect(await screen.findByText(messages.pleaseEnterTheNumber)).toBeInTheDocument();
    await enter(user, { 'Open Pana': '190', 'Close Pana': '128', Points: '10' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: messages.submit }));
    await screen.findByText(messages.bidPlaced);
    expect(network.callsTo('api-submit-bid')[0]?.body['new_result']).toMatchObject({
      pana: 'Full Sangam',
      session: 'Open',
      result: [{ digits: '190', closedigits: '128', closepana: '128', pana: 'Full Sangam' }],
    });
  });
});

describe('motors and SP DP TP', () => {
  it('SP Motor shows one row per single pana and refuses a negative balance at Submit', async () => {
    const { user, network } = await open(paths.spMotor, { wallet: '30' });
    await enter(user, { Digits: '12', Points: '10' });
    expect(await screen.findByText(messages.digitNotValid)).toBeInTheDocument();
    await enter(user, { Digits: '1234', Points: '10' });
    expect(cartRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('123'),
      expect.stringContaining('124'),
      expect.stringContaining('134'),
      expect.stringContaining('234'),
    ]);
    expect(balance()).toBe('-10');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.notEnoughBalance)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(network.callsTo('api-submit-bid')).toHaveLength(0);
  });

  it('DP Motor expands each pair into its double panas and uses its own balance wording', async () => {
    const { user } = await open(paths.dpMotor, { wallet: '100' });
    await enter(user, { Digits: '1', Points: '10' });
    expect(await screen.findByText(messages.numberNotValid('1'))).toBeInTheDocument();
    await enter(user, { Digits: '12', Points: '500' });
    expect(await screen.findByText(messages.insufficientBalanceDpMotor)).toBeInTheDocument();
    await enter(user, { Digits: '12', Points: '10' });
    expect(cartRows()).toHaveLength(2);
    expect(cartRows()[0]).toHaveTextContent('Open Pana 112');
    expect(cartRows()[1]).toHaveTextContent('Open Pana 122');
    expect(balance()).toBe('80');
  });

  it('SP DP TP submits one bid per chosen type', async () => {
    const { user, network } = await open(paths.spDpTp, {
      handlers: { 'api-submit-bid': bidPlaced },
    });
    await enter(user, { Digit: '12', Points: '10' });
    expect(await screen.findByText(messages.numberNotValid('12'))).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'SP' }));
    await user.click(screen.getByRole('checkbox', { name: 'TP' }));
    await enter(user, { Digit: '0', Points: '10' });
    expect(cartRows()).toHaveLength(1);
    expect(cartRows()[0]).toHaveTextContent('SP: 127 136 145 190 235 280 370 389 460 479 569 578');
    expect(cartRows()[0]).toHaveTextContent('TP: 000');
    expect(balance()).toBe('9870');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: messages.submit }));
    await screen.findByText(messages.bidPlaced);
    const sent = network.callsTo('api-submit-bid').map((call) => call.body['new_result']);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ pana: 'Single Pana', totalbit: 120 });
    expect((sent[0] as { result: unknown[] }).result).toHaveLength(12);
    expect(sent[1]).toMatchObject({
      pana: 'Triple Pana',
      totalbit: 10,
      result: [{ digits: '000', pana: 'Triple Pana', points: 10, session: 'Open' }],
    });
  });
});

describe('the game-type menu (/game)', () => {
  it('opens a bid screen with the game and refuses timed tiles from the open time', async () => {
    await storeSession();
    fakeProvider(shellHandlers());
    const user = userEvent.setup();
    const { router } = renderRoute(paths.game, { state: { ...GAME, openTime: '12:00 PM' } });
    const tiles = await screen.findByRole('list', { name: 'Game types' });
    expect(within(tiles).getAllByRole('button')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Jodi Digit' }));
    expect(await screen.findByText(messages.biddingClosedFor('Jodi Digit'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.game);

    await user.click(screen.getByRole('button', { name: 'Triple Panna' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.triplePana));
    expect(router.state.location.state).toEqual({
      gameId: '7',
      gameName: 'KALYAN',
      openTime: '12:00 PM',
      closeTime: '05:45 PM',
      pana: 'Triple Panna',
    });
  });

  it('lets the timed tiles open before the open time', async () => {
    await storeSession();
    fakeProvider(shellHandlers());
    const user = userEvent.setup();
    const { router } = renderRoute(paths.game, { state: GAME });
    await user.click(await screen.findByRole('button', { name: 'Half Sangam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.halfSangam));
  });
});

describe('the game-type menu and the market day', () => {
  async function openMenu(state: unknown, clock = fixedClock(TEST_NOW)) {
    await storeSession();
    fakeProvider(shellHandlers());
    const user = userEvent.setup();
    const { router } = renderRoute(paths.game, { state, clock });
    await screen.findByRole('list', { name: 'Game types' });
    return { user, router };
  }

  it('refuses Jodi on a night market after midnight and opens Single Digit with the close time', async () => {
    const { user, router } = await openMenu(NIGHT, fixedClock(AFTER_MIDNIGHT));
    await user.click(screen.getByRole('button', { name: 'Jodi Digit' }));
    expect(await screen.findByText(messages.biddingClosedFor('Jodi Digit'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Full Sangam' }));
    expect(await screen.findByText(messages.biddingClosedFor('Full Sangam'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.game);

    await user.click(screen.getByRole('button', { name: 'Single Digit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.single));
    expect(router.state.location.state).toEqual({ ...NIGHT, pana: 'Single Digit' });
  });

  it('refuses every tile once the market day has closed', async () => {
    const { user, router } = await openMenu(GAME, fixedClock(istTimeOnDate('2026-11-22', 18 * 60)));
    await user.click(screen.getByRole('button', { name: 'Single Digit' }));
    expect(await screen.findByText(messages.biddingClosedFor('Single Digit'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.game);
  });

  it('refuses every tile when the close time is unknown (no state, not on the dashboard)', async () => {
    const { user, router } = await openMenu({
      gameId: '99',
      gameName: 'GONE',
      openTime: '03:45 PM',
    });
    await user.click(screen.getByRole('button', { name: 'SP Motor' }));
    expect(await screen.findByText(messages.biddingClosedFor('SP Motor'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.game);
  });
});

describe('a bid screen opened without navigation state', () => {
  it('explains and links home instead of crashing', async () => {
    await storeSession();
    fakeProvider(shellHandlers());
    renderRoute(paths.dpMotor, { state: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidNavigation);
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', paths.home);
  });
});
