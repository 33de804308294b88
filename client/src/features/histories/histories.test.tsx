import { messages } from '@matka/shared/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixedClock } from '@matka/shared/time';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fakeProvider, refused, shellHandlers, type FakeHandler } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';

/** 2026-03-05 09:00 IST: single-digit month and day, so padding would show. */
const MARCH_5 = Date.UTC(2026, 2, 5, 3, 30);

const bid = (overrides: Record<string, unknown> = {}) => ({
  pana: 'Single Digit',
  game_name: 'KALYAN',
  session: 'Open',
  digits: '1',
  closedigits: '',
  bid_date: '4-March-2026',
  points: '100',
  ...overrides,
});

const win = (overrides: Record<string, unknown> = {}) => ({
  pana: 'Single Pana',
  game_name: 'KALYAN',
  session: 'Open',
  digits: '128',
  closedigits: '',
  wining_date: '4-March-2026',
  amount: '1400.50',
  ...overrides,
});

const serverError = () => new Response('oops', { status: 500 });
// Each table of odd answers is typed by the endpoint it stands in for.
type StarlineWinsHandler = FakeHandler<'apiStarlineWiningHistoryData'>;
type GaliWinsHandler = FakeHandler<'apiGalidisawarWiningHistoryData'>;
type PassbookHandler = FakeHandler<'apiWalletTransactionHistory'>;
type DepositsHandler = FakeHandler<'apiFundRequestHistory'>;
type WithdrawalsHandler = FakeHandler<'apiUserWithdrawTransactionHistory'>;
const offline = (): never => {
  throw new TypeError('Failed to fetch');
};
const malformed = () => new Response('not json', { status: 200 });

/**
 * A history whose read failed says so (docs/failures.md): `text` with a Try again button, and not
 * the empty state `empty`, which is for a provider that answered no rows.
 */
async function expectFailureShown(text: string, empty: string) {
  const shown = await screen.findByText(text);
  expect(shown.closest('[role="alert"]')).not.toBeNull();
  expect(screen.getByRole('button', { name: messages.tryAgain })).toBeInTheDocument();
  expect(screen.queryByText(empty)).not.toBeInTheDocument();
}

beforeEach(async () => {
  await storeSession();
});

async function submitRange(from?: string, to?: string) {
  if (from) fireEvent.change(screen.getByLabelText('From'), { target: { value: from } });
  if (to) fireEvent.change(screen.getByLabelText('To'), { target: { value: to } });
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('main and Starline bid and win histories', () => {
  it.each([
    [paths.myBids, 'api-bid-history-data', 'bid_from', 'bid_to'],
    [paths.winHistory, 'api-wining-history-data', 'date_from', 'date_to'],
    [paths.starlineBidHistory, 'api-starline-bid-history-data', 'bid_from', 'bid_to'],
    [paths.starlineWinHistory, 'api-starline-wining-history-data', 'date_from', 'date_to'],
  ] as const)(
    '%s loads today (IST) on open, before any Submit',
    async (path, endpoint, fromField, toField) => {
      const network = fakeProvider({
        ...shellHandlers(),
        [endpoint]: () =>
          endpoint.includes('bid')
            ? { status: true, bid_data: [bid()] }
            : { status: true, win_data: [win()] },
      });
      // 2026-03-04 20:00 UTC is already 5 March in India.
      renderRoute(path, { clock: fixedClock(Date.UTC(2026, 2, 4, 20, 0)) });
      await screen.findByRole('heading', { level: 2, name: 'KALYAN' });
      expect(network.callsTo(endpoint)).toHaveLength(1);
      expect(network.callsTo(endpoint)[0]?.body).toMatchObject({
        unique_token: 'token-1',
        [fromField]: '3/5/2026',
        [toField]: '3/5/2026',
      });
      expect(screen.getAllByText('03/05/2026')).toHaveLength(2);
    },
  );

  it('shows today as MM/dd/yyyy and sends the picked dates unpadded M/D/YYYY', async () => {
    const network = fakeProvider({
      ...shellHandlers(),
      'api-bid-history-data': (body) => ({
        status: true,
        bid_data: body['bid_from'] === '2/1/2026' ? [bid()] : [],
      }),
    });
    renderRoute(paths.myBids, { clock: fixedClock(MARCH_5) });
    await screen.findByLabelText('From');
    expect(screen.getAllByText('03/05/2026')).toHaveLength(2);
    expect(await screen.findByText(messages.noDataFoundUpper)).toBeInTheDocument();

    await submitRange('2026-02-01', '2026-03-04');
    await screen.findByRole('heading', { name: 'KALYAN' });
    expect(network.callsTo('api-bid-history-data')).toHaveLength(2);
    expect(network.callsTo('api-bid-history-data')[1]?.body).toMatchObject({
      unique_token: 'token-1',
      bid_from: '2/1/2026',
      bid_to: '3/4/2026',
    });
    expect(screen.getByText('02/01/2026')).toBeInTheDocument();
    expect(screen.getByText('03/04/2026')).toBeInTheDocument();
  });

  it("shows 'Submitting...' and locks Submit while loading, then the bid cards", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const network = fakeProvider({
      ...shellHandlers(),
      'api-bid-history-data': async () => {
        await gate;
        return {
          status: true,
          bid_data: [
            bid(),
            bid({
              pana: 'Half Sangam',
              digits: '0',
              closedigits: '226',
              points: 10,
              session: 'Close',
            }),
          ],
        };
      },
    });
    renderRoute(paths.myBids);
    // Today's range is loading from the start: Submit is locked until it answers.
    const busy = await screen.findByRole('button', { name: messages.submitting });
    expect(busy).toBeDisabled();
    fireEvent.submit(busy.closest('form') as HTMLFormElement);
    release();
    const list = await screen.findByRole('list', { name: 'Bid History' });
    expect(network.callsTo('api-bid-history-data')).toHaveLength(1);
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('KALYAN');
    expect(cards[0]).toHaveTextContent('Digit1');
    expect(cards[0]).toHaveTextContent('Date4-March-2026');
    expect(cards[0]).toHaveTextContent('Single Digit (Open)');
    expect(cards[0]).toHaveTextContent('100 pts');
    expect(cards[1]).toHaveTextContent('0-226');
    expect(cards[1]).toHaveTextContent('Half Sangam (Close)');
    expect(cards[1]).toHaveTextContent('10 pts');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('colours the cards by pana type', async () => {
    fakeProvider({
      ...shellHandlers(),
      'api-wining-history-data': () => ({
        status: true,
        win_data: [
          win({ pana: 'Single Digit', digits: '1' }),
          win({ pana: 'Jodi Digit', digits: '17' }),
          win({ pana: 'Single Pana', digits: '128' }),
          win({ pana: 'Double Pana', digits: '118' }),
          win({ pana: 'Triple Pana', digits: '777' }),
          win({ pana: 'Full Sangam', digits: '128', closedigits: '359' }),
        ],
      }),
    });
    renderRoute(paths.winHistory);
    const list = await screen.findByRole('list', { name: 'Win History' });
    const tones = within(list)
      .getAllByRole('listitem')
      .map((card) => card.className.replace('history-card history-card--', ''));
    expect(tones).toEqual(['digit', 'jodi', 'single', 'double', 'triple', 'sangam']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1400.50 pts');
    expect(screen.queryByText(messages.congratulationsYouWon)).not.toBeInTheDocument();
  });

  it('re-fetches when the range loaded on open is submitted again', async () => {
    let answer = [win()];
    const network = fakeProvider({
      ...shellHandlers(),
      'api-wining-history-data': () => ({ status: true, win_data: answer }),
    });
    renderRoute(paths.winHistory);
    await screen.findByRole('list', { name: 'Win History' });
    answer = [];
    await submitRange();
    expect(await screen.findByText(messages.noDataFoundUpper)).toBeInTheDocument();
    expect(network.callsTo('api-wining-history-data')).toHaveLength(2);
  });

  it.each([
    ['an empty list', () => ({ status: true, win_data: [] })],
    ['status false with HTTP 200', () => ({ status: false, msg: 'nothing' })],
  ] as [string, StarlineWinsHandler][])("shows 'NO DATA FOUND' for %s", async (_, handler) => {
    fakeProvider({ ...shellHandlers(), 'api-starline-wining-history-data': handler });
    renderRoute(paths.starlineWinHistory);
    expect(await screen.findByText(messages.noDataFoundUpper)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await submitRange();
    expect(await screen.findByText(messages.noDataFoundUpper)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  });

  it.each([
    ['a refusal', () => refused('Invalid request', 400), 'Invalid request'],
    ['an HTTP 500', serverError, messages.providerUnavailable],
    [
      'a refusal sent with HTTP 502',
      () => refused('Bad gateway', 502),
      messages.providerUnavailable,
    ],
    ['a network failure', offline, messages.providerUnavailable],
    ['a malformed answer', malformed, messages.providerUnavailable],
  ] as [string, StarlineWinsHandler, string][])(
    "says %s is one, not 'NO DATA FOUND'",
    async (_, handler, text) => {
      fakeProvider({ ...shellHandlers(), 'api-starline-wining-history-data': handler });
      renderRoute(paths.starlineWinHistory);
      await expectFailureShown(text, messages.noDataFoundUpper);
    },
  );

  it.each([
    [paths.winHistory, 'api-wining-history-data'],
    [paths.starlineWinHistory, 'api-starline-wining-history-data'],
  ] as const)(
    '%s opens on the day a link names (a result alert of a night market)',
    async (path, endpoint) => {
      const network = fakeProvider({
        ...shellHandlers(),
        [endpoint]: () => ({ status: true, win_data: [win()] }),
      });
      renderRoute(`${path}?day=2026-11-22`, { clock: fixedClock(MARCH_5) });
      await screen.findByRole('heading', { level: 2, name: 'KALYAN' });
      expect(network.callsTo(endpoint)[0]?.body).toMatchObject({
        date_from: '11/22/2026',
        date_to: '11/22/2026',
      });
      expect(screen.getAllByText('11/22/2026')).toHaveLength(2);
    },
  );

  it('opens on today when the linked day is not a date', async () => {
    const network = fakeProvider({
      ...shellHandlers(),
      'api-wining-history-data': () => ({ status: true, win_data: [] }),
    });
    renderRoute(`${paths.winHistory}?day=yesterday`, { clock: fixedClock(MARCH_5) });
    await screen.findByText(messages.noDataFoundUpper);
    expect(network.callsTo('api-wining-history-data')[0]?.body).toMatchObject({
      date_from: '3/5/2026',
    });
  });

  it('asks again on Try again, and shows the rows the provider then answers', async () => {
    let fail = true;
    const network = fakeProvider({
      ...shellHandlers(),
      'api-wining-history-data': () =>
        fail ? serverError() : { status: true, win_data: [win({ game_name: 'MILAN DAY' })] },
    });
    renderRoute(paths.winHistory);
    await expectFailureShown(messages.providerUnavailable, messages.noDataFoundUpper);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: messages.tryAgain }));
    await screen.findByRole('heading', { name: 'MILAN DAY' });
    expect(screen.queryByText(messages.providerUnavailable)).not.toBeInTheDocument();
    expect(network.callsTo('api-wining-history-data')).toHaveLength(2);
  });

  it('Starline bid history posts to its own endpoint', async () => {
    const network = fakeProvider({
      ...shellHandlers(),
      'api-starline-bid-history-data': () => ({
        status: true,
        bid_data: [bid({ game_name: '12:00 PM', pana: 'Single Pana', digits: '123', points: 10 })],
      }),
    });
    renderRoute(paths.starlineBidHistory, { clock: fixedClock(MARCH_5) });
    const list = await screen.findByRole('list', { name: 'Starline Bid History' });
    expect(within(list).getByRole('listitem')).toHaveClass('history-card--single');
    expect(within(list).getByRole('listitem')).not.toHaveTextContent('(Open)');
    expect(network.callsTo('api-starline-bid-history-data')[0]?.body).toMatchObject({
      bid_from: '3/5/2026',
      bid_to: '3/5/2026',
    });
  });
});

describe('Gali bid and win histories', () => {
  it('loads once on open with today (IST) as both dates, unpadded', async () => {
    const network = fakeProvider({
      ...shellHandlers(),
      'api-galidisawar-bid-history-data': () => ({
        status: true,
        bid_data: [bid({ game_name: 'GHAZIABAD', pana: 'Jodi Digit', digits: '47', points: 10 })],
      }),
    });
    // 2026-03-04 20:00 UTC is already 5 March in India.
    renderRoute(paths.galiBidHistory, { clock: fixedClock(Date.UTC(2026, 2, 4, 20, 0)) });
    const list = await screen.findByRole('list', { name: 'Gali Bid History' });
    expect(within(list).getByRole('listitem')).toHaveClass('history-card--jodi');
    expect(within(list).getByRole('listitem')).toHaveTextContent('10 pts');
    expect(network.callsTo('api-galidisawar-bid-history-data')).toHaveLength(1);
    expect(network.callsTo('api-galidisawar-bid-history-data')[0]?.body).toMatchObject({
      unique_token: 'token-1',
      bid_from: '3/5/2026',
      bid_to: '3/5/2026',
    });
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
  });

  it("win cards open with 'Congratulations You Won' and the amount", async () => {
    const network = fakeProvider({
      ...shellHandlers(),
      'api-galidisawar-wining-history-data': () => ({
        status: true,
        bid_data: [win({ game_name: 'GHAZIABAD', pana: 'Left Digit', digits: '4', amount: 180 })],
      }),
    });
    renderRoute(paths.galiWinHistory, { clock: fixedClock(MARCH_5) });
    const list = await screen.findByRole('list', { name: 'Gali Win History' });
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent(messages.congratulationsYouWon);
    expect(card).toHaveTextContent('GHAZIABAD');
    expect(card).toHaveTextContent('Left Digit');
    expect(card).toHaveTextContent('180 pts');
    expect(card).toHaveClass('history-card--digit');
    expect(network.callsTo('api-galidisawar-wining-history-data')[0]?.body).toMatchObject({
      date_from: '3/5/2026',
      date_to: '3/5/2026',
    });
  });

  it('opens on the day a link names', async () => {
    const network = fakeProvider({
      ...shellHandlers(),
      'api-galidisawar-wining-history-data': () => ({ status: true, bid_data: [] }),
    });
    renderRoute(`${paths.galiWinHistory}?day=2026-03-04`, { clock: fixedClock(MARCH_5) });
    await screen.findByText(messages.noDataFound);
    expect(network.callsTo('api-galidisawar-wining-history-data')[0]?.body).toMatchObject({
      date_from: '3/4/2026',
      date_to: '3/4/2026',
    });
  });

  it("shows 'No Data Found' and 'Try refreshing...' for an empty list", async () => {
    fakeProvider({
      ...shellHandlers(),
      'api-galidisawar-wining-history-data': () => ({ status: true, bid_data: [] }),
    });
    renderRoute(paths.galiWinHistory);
    expect(await screen.findByText(messages.noDataFound)).toBeInTheDocument();
    expect(screen.getByText(messages.tryRefreshing)).toBeInTheDocument();
  });

  it.each([
    ['a refusal', () => refused('Invalid request', 400), 'Invalid request'],
    ['an HTTP 500', serverError, messages.providerUnavailable],
    ['a network failure', offline, messages.providerUnavailable],
    ['a malformed answer', malformed, messages.providerUnavailable],
  ] as [string, GaliWinsHandler, string][])(
    "says %s is one, not 'No Data Found'",
    async (_, handler, text) => {
      fakeProvider({ ...shellHandlers(), 'api-galidisawar-wining-history-data': handler });
      renderRoute(paths.galiWinHistory);
      await expectFailureShown(text, messages.noDataFound);
    },
  );
});

describe('passbook (/transaction)', () => {
  it('shows credits and debits with their note, amount, date and approval', async () => {
    fakeProvider({
      ...shellHandlers(),
      'api-wallet-transaction-history': () => ({
        status: true,
        transaction_history: [
          {
            transaction_id: '9',
            transaction_type: '1',
            transaction_note: 'Win KALYAN',
            amount: '1400',
            insert_date: '22-11-2026 06:10 PM',
            amount_status: '1',
          },
          {
            transaction_id: '8',
            transaction_type: '2',
            transaction_note: 'Bid KALYAN',
            amount: 100,
            insert_date: '22-11-2026 03:10 PM',
          },
        ],
      }),
    });
    renderRoute(paths.transactions);
    const list = await screen.findByRole('list', { name: 'Passbook' });
    const [credit, debit] = within(list).getAllByRole('listitem');
    expect(credit).toHaveClass('ledger-row--credit');
    expect(credit).toHaveTextContent('Win KALYAN');
    expect(credit).toHaveTextContent('+1400 pts');
    expect(credit).toHaveTextContent('22-11-2026 06:10 PM');
    expect(credit).toHaveTextContent(messages.withdrawStatusApproved);
    expect(debit).toHaveClass('ledger-row--debit');
    expect(debit).toHaveTextContent('-100 pts');
    // A missing amount_status means approved (the contract's default).
    expect(debit).toHaveTextContent(messages.withdrawStatusApproved);
  });

  it("labels each line from its amount_status: a withdrawal's pending, cancelled or approved debit", async () => {
    const line = (id: string, type: string, note: string, status: string | number) => ({
      transaction_id: id,
      transaction_type: type,
      transaction_note: note,
      amount: 600,
      insert_date: '22-11-2026 12:00 PM',
      amount_status: status,
    });
    fakeProvider({
      ...shellHandlers(),
      'api-wallet-transaction-history': () => ({
        status: true,
        transaction_history: [
          line('5', '2', 'Withdraw request', '0'),
          line('4', '2', 'Withdraw request', 1),
          line('3', '1', 'Withdraw request cancelled', '2'),
          line('2', '2', 'Withdraw request', '2'),
          line('1', '2', 'Adjustment', '9'),
        ],
      }),
    });
    renderRoute(paths.transactions);
    const list = await screen.findByRole('list', { name: 'Passbook' });
    const badges = within(list)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('.status-badge'));
    expect(badges.map((badge) => badge?.textContent)).toEqual([
      messages.withdrawStatusPending,
      messages.withdrawStatusApproved,
      messages.withdrawStatusCancelled,
      messages.withdrawStatusCancelled,
      messages.withdrawStatusUnknown,
    ]);
    expect(badges.map((badge) => badge?.className)).toEqual([
      'status-badge status-badge--pending',
      'status-badge status-badge--approved',
      'status-badge status-badge--cancelled',
      'status-badge status-badge--cancelled',
      'status-badge status-badge--unknown',
    ]);
  });

  it("shows 'No Data Found' for an empty list", async () => {
    fakeProvider({
      ...shellHandlers(),
      'api-wallet-transaction-history': () => ({ status: true, transaction_history: [] }),
    });
    renderRoute(paths.transactions);
    expect(await screen.findByText(messages.noDataFound)).toBeInTheDocument();
  });

  it.each([
    ['a refusal', () => refused('Invalid request', 400), 'Invalid request'],
    ['an HTTP 500', serverError, messages.providerUnavailable],
    ['a network failure', offline, messages.providerUnavailable],
  ] as [string, PassbookHandler, string][])(
    "says %s is one, not 'No Data Found'",
    async (_, handler, text) => {
      fakeProvider({ ...shellHandlers(), 'api-wallet-transaction-history': handler });
      renderRoute(paths.transactions);
      await expectFailureShown(text, messages.noDataFound);
    },
  );
});

describe('deposit history (/addfundhistory)', () => {
  it('lists the fund requests with their status labels', async () => {
    const network = fakeProvider({
      ...shellHandlers(),
      'api-fund-request-history': () => ({
        status: true,
        fund_requests: [
          { request_id: '3', request_amount: '500', request_status: '0', insert_date: 'today' },
          { request_id: '2', request_amount: 2000, request_status: '2', insert_date: 'then' },
          { request_id: '1', request_amount: 700, request_status: '1', insert_date: 'before' },
        ],
      }),
    });
    renderRoute('/AddFundHistory');
    const list = await screen.findByRole('list', { name: 'Deposit History' });
    const rows = within(list).getAllByRole('listitem');
    expect(
      rows.map(
        (row) => within(row).getByText(/^(Pending|Approved|Cancelled|Unknown)$/).textContent,
      ),
    ).toEqual(['Pending', 'Approved', 'Cancelled']);
    expect(rows[1]).toHaveTextContent('2000 pts');
    expect(network.callsTo('api-fund-request-history')[0]?.body).toMatchObject({
      unique_token: 'token-1',
    });
  });

  it("shows 'No Data Found' for an empty list", async () => {
    fakeProvider({
      ...shellHandlers(),
      'api-fund-request-history': () => ({ status: true, fund_requests: [] }),
    });
    renderRoute(paths.addFundHistory);
    expect(await screen.findByText(messages.noDataFound)).toBeInTheDocument();
  });

  it.each([
    ['an HTTP 500', serverError],
    ['a network failure', offline],
  ] as [string, DepositsHandler][])("says %s is one, not 'No Data Found'", async (_, handler) => {
    fakeProvider({ ...shellHandlers(), 'api-fund-request-history': handler });
    renderRoute(paths.addFundHistory);
    await expectFailureShown(messages.providerUnavailable, messages.noDataFound);
  });
});

describe('withdraw history', () => {
  it.each([paths.withdrawHistory, paths.withdrawFundHistory])(
    '%s labels every status and sends the mobile number',
    async (path) => {
      const network = fakeProvider({
        ...shellHandlers(),
        'api-user-withdraw-transaction-history': () => ({
          status: true,
          withdrawdata: ['0', '1', '2', '5'].map((status, index) => ({
            request_number: String(10 + index),
            request_status: status,
            request_amount: '1000',
            insert_date: '12-11-2026',
            payment_receipt: '',
            google_pay_number: index === 0 ? '9876543210' : '',
            phone_pay_number: '',
            paytm_number: index === 1 ? '9876543211' : '',
          })),
        }),
      });
      renderRoute(path);
      const list = await screen.findByRole('list', { name: 'Withdraw History' });
      const rows = within(list).getAllByRole('listitem');
      expect(rows.map((row) => row.querySelector('.status-badge')?.textContent)).toEqual([
        'Pending',
        'Cancelled',
        'Approved',
        'Unknown',
      ]);
      expect(rows[0]).toHaveTextContent('Google Pay 9876543210');
      expect(rows[1]).toHaveTextContent('Paytm 9876543211');
      expect(rows[2]).toHaveTextContent('1000 pts');
      expect(network.callsTo('api-user-withdraw-transaction-history')[0]?.body).toMatchObject({
        unique_token: 'token-1',
        mobile_no: '9876543210',
      });
    },
  );

  it("shows 'No withdrawal history available' for an empty list", async () => {
    fakeProvider({
      ...shellHandlers(),
      'api-user-withdraw-transaction-history': () => ({ status: true, withdrawdata: [] }),
    });
    renderRoute(paths.withdrawHistory);
    expect(await screen.findByText(messages.noWithdrawalHistory)).toBeInTheDocument();
  });

  it.each([
    ['a refusal', () => refused('Invalid request', 400), 'Invalid request'],
    ['an HTTP 500', serverError, messages.providerUnavailable],
    ['a network failure', offline, messages.providerUnavailable],
  ] as [string, WithdrawalsHandler, string][])(
    "says %s is one, not 'No withdrawal history available'",
    async (_, handler, text) => {
      fakeProvider({ ...shellHandlers(), 'api-user-withdraw-transaction-history': handler });
      renderRoute(paths.withdrawHistory);
      await expectFailureShown(text, messages.noWithdrawalHistory);
    },
  );
});

describe('histories menu (/histories)', () => {
  it('links its eight entries in order', async () => {
    fakeProvider(shellHandlers());
    renderRoute(paths.histories);
    const nav = await screen.findByRole('navigation', { name: 'Histories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Deposit History', '/AddFundHistory'],
      ['Wallet History', '/transaction'],
      ['Main Bid-History', '/imp4'],
      ['Main Win-History', '/imp3'],
      ['Starline Bid-History', '/imp5'],
      ['Starline Win-History', '/imp6'],
      ['Gali Bid-History', '/impbid'],
      ['Gali Win-History', '/impwin'],
    ]);
  });

  it('opens Deposit History through the capitalised link', async () => {
    fakeProvider({
      ...shellHandlers(),
      'api-fund-request-history': () => ({ status: true, fund_requests: [] }),
    });
    const { router } = renderRoute(paths.histories);
    await userEvent.click(await screen.findByRole('link', { name: 'Deposit History' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AddFundHistory'));
    expect(await screen.findByText(messages.noDataFound)).toBeInTheDocument();
  });
});
