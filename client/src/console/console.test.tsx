import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONTROL_TOKEN_HEADER,
  controlEndpoints,
  type ControlEndpointName,
} from '@matka/shared/contract';
import { consoleMessages as t, providerMessages } from '@matka/shared/messages';
import { PANA_CHART } from '@matka/shared/rules';
import { ConsoleApp } from './console-app';
import { createConsoleQueryClient } from './console-query-client';
import { callControl } from './control-api';
import { ConfirmContext, type Confirmation } from './confirm';
import { adoptTokenFromAddress } from './control-token';
import { DeclareForm, type ListedMarket } from './markets/declare-form';
import { FaultsPanel } from './faults-panel';
import { ReportContext } from './use-control';

/**
 * The testers' console against a fake control API (a fetch answering by path): the token taken
 * from the address and sent on every call, asked for when refused; the pana picker over the shared
 * chart; the declare form's preview by the shared settlement rule and the call it makes.
 */

type Answer = { status?: number; body: unknown };
type Handler = (body: Record<string, unknown>) => Answer;
const PATH_NAMES = Object.fromEntries(
  Object.entries(controlEndpoints).map(([name, e]) => [`/${e.path}`, name]),
) as Record<string, ControlEndpointName>;

/** Stubs fetch with one handler per control endpoint; answers the calls it received. */
function fakeControl(handlers: Partial<Record<ControlEndpointName, Handler>>) {
  const calls: {
    name: ControlEndpointName;
    body: Record<string, unknown>;
    token: string | null;
  }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const name = PATH_NAMES[url];
    if (name === undefined) throw new Error(`No control path ${url}`);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const headers = new Headers(init.headers);
    calls.push({ name, body, token: headers.get(CONTROL_TOKEN_HEADER) });
    const handler = handlers[name];
    const answer =
      handler === undefined
        ? { status: 404, body: { status: false, msg: 'Not found' } }
        : handler(body);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return calls;
}

const CLOCK = {
  status: true,
  now: 0,
  ist: '2026-03-10 12:00 PM',
  overridden: false,
  frozen: false,
};

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the control token', () => {
  it('is taken from the address once, dropped from it, and sent on every control call', async () => {
    window.history.replaceState(null, '', '/console#token=s3cret%20token');
    adoptTokenFromAddress();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/console');
    const calls = fakeControl({ clockNow: () => ({ body: CLOCK }) });
    await callControl('clockNow', {});
    expect(calls).toEqual([{ name: 'clockNow', body: {}, token: 's3cret token' }]);
  });

  it('is asked for when the console has none, and again when the mock refuses the one given', async () => {
    const accepted = 'right-token';
    const calls = fakeControl({
      clockNow: () => ({ body: CLOCK }),
      markets: () =>
        calls.at(-1)?.token === accepted
          ? { body: { status: true, markets: [] } }
          : { status: 401, body: { status: false, msg: 'Control token required' } },
    });
    renderConsole();
    // Opened without a token: nothing was refused, the console has none yet.
    let form = await screen.findByRole('form', { name: t.tokenTitle });
    expect(within(form).getByRole('alert')).toHaveTextContent(t.tokenMissing);
    expect(within(form).queryByText(t.tokenRefused)).toBeNull();

    await userEvent.type(within(form).getByLabelText(t.tokenLabel), 'a-wrong-token');
    await userEvent.click(within(form).getByRole('button', { name: t.tokenSave }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.name === 'markets').at(-1)?.token).toBe('a-wrong-token'),
    );
    form = await screen.findByRole('form', { name: t.tokenTitle });
    await vi.waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(t.tokenRefused),
    );

    await userEvent.type(within(form).getByLabelText(t.tokenLabel), accepted);
    await userEvent.click(within(form).getByRole('button', { name: t.tokenSave }));
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: t.tokenTitle })).toBeNull());
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.name === 'markets').at(-1)?.token).toBe(accepted),
    );
  });
});

function renderConsole() {
  render(
    <QueryClientProvider client={createConsoleQueryClient()}>
      <ConsoleApp />
    </QueryClientProvider>,
  );
}

const status = () => screen.getByRole('status', { name: t.lastAction });
const question = () => screen.getByRole('alertdialog', { name: t.confirmTitle });

const request = (id: string, mobile: string, amountMinor: number) => ({
  request_id: id,
  mobile,
  name: 'Demo Player',
  amount_minor: amountMinor,
  status: '0',
  insert_date: '10 Mar 2026 11:00 AM',
  payment_method: '2',
});

describe('the markets', () => {
  it('stops a market\'s bids for today (not "Close"), saying what that does', async () => {
    window.sessionStorage.setItem('matka.console.controlToken', 't');
    const calls = fakeControl({
      clockNow: () => ({ body: CLOCK }),
      markets: () => ({
        body: { status: true, markets: [{ ...NIGHT_MARKET, open_session: false }] },
      }),
      marketClosed: () => ({ body: { status: true } }),
    });
    renderConsole();
    const row = await screen.findByRole('row', { name: /^KING DAY NIGHT/ });
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([t.declareFor('KING DAY NIGHT'), t.stopBidsToday('KING DAY NIGHT')]);
    await userEvent.click(
      within(row).getByRole('button', { name: t.stopBidsToday('KING DAY NIGHT') }),
    );
    await vi.waitFor(() => expect(status()).toHaveTextContent(t.bidsStopped('KING DAY NIGHT')));
    expect(calls.filter((c) => c.name === 'marketClosed').map((c) => c.body)).toEqual([
      { game_id: '8', closed: true },
    ]);
  });
});

describe('the players', () => {
  it('says what Set wallet needs when no amount (or a bad one) is typed, and sends nothing', async () => {
    window.sessionStorage.setItem('matka.console.controlToken', 't');
    const calls = fakeControl({
      clockNow: () => ({ body: CLOCK }),
      markets: () => ({ body: { status: true, markets: [] } }),
      players: () => ({
        body: {
          status: true,
          total: 1,
          players: [
            {
              user_id: '1',
              name: 'Demo Player',
              mobile: '9876543210',
              betting_status: '1',
              wallet_amt: 10000,
              balance_minor: 1000000,
              sessions: 1,
              pending_bids: 0,
              pending_withdrawals: 0,
              pending_fund_requests: 0,
            },
          ],
        },
      }),
    });
    renderConsole();
    await userEvent.click(screen.getByRole('button', { name: t.players }));
    const set = await screen.findByRole('button', { name: t.setWallet('9876543210') });
    await userEvent.click(set);
    expect(status()).toHaveTextContent(t.walletAmountNeeded('9876543210'));
    await userEvent.type(screen.getByRole('textbox', { name: t.newWallet('9876543210') }), '-5');
    await userEvent.click(set);
    expect(status()).toHaveTextContent(t.walletAmountNeeded('9876543210'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.name === 'userWallet')).toEqual([]);
    expect(screen.getByText(t.playersShown(1, 1))).toBeInTheDocument();
  });

  it('counts in words that agree with the number: 1 player, 2 players', () => {
    expect(t.reseeded('withdrawals', 1, 0, 1)).toBe(
      'Reseeded from withdrawals: 1 player, 0 bids, 1 result; every player is signed out.',
    );
    expect(t.playersShown(1, 1)).toBe('1 of 1 player.');
    expect(t.sessionsEnded('9876543210', 2)).toContain('Ended 2 sessions of 9876543210');
    expect(t.waitingLines(1, '100', 'close', '2026-11-22')).toBe(
      '1 line, 100 points: close of 2026-11-22',
    );
  });
});

describe('money requests', () => {
  function renderMoney() {
    window.sessionStorage.setItem('matka.console.controlToken', 't');
    const calls = fakeControl({
      clockNow: () => ({ body: CLOCK }),
      markets: () => ({ body: { status: true, markets: [] } }),
      moneyRequests: () => ({
        body: {
          status: true,
          withdrawals: [request('2', '9876543210', 60000)],
          fund_requests: [request('2', '9123456780', 50000)],
        },
      }),
      withdrawal: () => ({ body: { status: true } }),
      fundRequest: () => ({ body: { status: true } }),
      paymentSlips: () => ({
        body: {
          status: true,
          slips: [
            {
              id: 1,
              fund_request_id: '2',
              mobile: '9123456780',
              file_name: 'slip.png',
              content_type: 'image/png',
              size_bytes: 2048,
              sha256: 'ab12cd34ef56ab12cd34ef56',
              insert_date: '22-November-2026 10:00 AM',
            },
          ],
        },
      }),
    });
    renderConsole();
    return calls;
  }

  it("lists the players' payment slips: which request, whose, which file", async () => {
    renderMoney();
    await userEvent.click(screen.getByRole('button', { name: t.money }));
    const slips = await screen.findByRole('table', { name: t.paymentSlips });
    const cells = await within(slips).findAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '2',
      '9123456780',
      'slip.png (image/png)',
      '2048',
      'ab12cd34ef56',
      '22-November-2026 10:00 AM',
    ]);
  });

  it('names what each button decides, a withdrawal or a fund request, though their numbers match', async () => {
    renderMoney();
    await userEvent.click(screen.getByRole('button', { name: t.money }));
    const withdrawals = await screen.findByRole('table', { name: t.withdrawals });
    const funds = screen.getByRole('table', { name: t.fundRequests });
    expect(
      within(withdrawals)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([t.approveWithdrawal('2'), t.cancelWithdrawal('2')]);
    expect(
      within(funds)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([t.approveFundRequest('2'), t.rejectFundRequest('2')]);
  });

  it('asks before deciding, decides only on yes, and says what it did in a sentence', async () => {
    const calls = renderMoney();
    await userEvent.click(screen.getByRole('button', { name: t.money }));
    const withdrawals = await screen.findByRole('table', { name: t.withdrawals });
    await userEvent.click(
      within(withdrawals).getByRole('button', { name: t.approveWithdrawal('2') }),
    );
    expect(question()).toHaveTextContent(t.confirmApproveWithdrawal('2', '9876543210', '600'));
    expect(calls.filter((c) => c.name === 'withdrawal')).toEqual([]);
    await userEvent.click(within(question()).getByRole('button', { name: t.approveYes }));
    await vi.waitFor(() =>
      expect(status()).toHaveTextContent(t.withdrawalApproved('2', '9876543210', '600')),
    );
    expect(calls.filter((c) => c.name === 'withdrawal').map((c) => c.body)).toEqual([
      { request_id: '2', action: 'approve' },
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // "No" leaves the request as it was.
    const funds = screen.getByRole('table', { name: t.fundRequests });
    await userEvent.click(within(funds).getByRole('button', { name: t.rejectFundRequest('2') }));
    expect(question()).toHaveTextContent(t.confirmRejectFundRequest('2', '9123456780', '500'));
    await userEvent.click(within(question()).getByRole('button', { name: t.keepAsIs }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.name === 'fundRequest')).toEqual([]);
  });
});

describe('reseeding', () => {
  function renderScenarios() {
    window.sessionStorage.setItem('matka.console.controlToken', 't');
    const calls = fakeControl({
      clockNow: () => ({ body: CLOCK }),
      markets: () => ({ body: { status: true, markets: [] } }),
      scenarios: () => ({
        body: {
          status: true,
          scenarios: [
            { name: 'default', description: 'Demo data', bulk: false },
            { name: 'empty', description: 'A new player', bulk: false },
            { name: 'load', description: 'Benchmark data', bulk: true },
          ],
        },
      }),
      reseed: () => ({
        body: { status: true, users: 2, markets: 23, bids: 10, results: 882, clock: CLOCK },
      }),
    });
    renderConsole();
    return calls;
  }

  it('offers the benchmark data apart from the scenarios to test in', async () => {
    renderScenarios();
    await userEvent.click(screen.getByRole('button', { name: t.scenarios }));
    const select = await screen.findByRole('combobox', { name: t.scenario });
    await within(select).findByRole('option', { name: 'load' });
    const groups = within(select).getAllByRole('group');
    expect(
      groups.map((group) => [
        group.getAttribute('label'),
        within(group)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ]),
    ).toEqual([
      [t.testScenarios, ['default', 'empty']],
      [t.bulkScenarios, ['load']],
    ]);
  });

  it('asks before replacing the database, saying more for the benchmark data', async () => {
    const calls = renderScenarios();
    await userEvent.click(screen.getByRole('button', { name: t.scenarios }));
    const select = await screen.findByRole('combobox', { name: t.scenario });
    await within(select).findByRole('option', { name: 'load' });
    await userEvent.click(screen.getByRole('button', { name: t.reseed }));
    expect(question()).toHaveTextContent(t.confirmReseed('default'));
    await userEvent.click(within(question()).getByRole('button', { name: t.keepAsIs }));
    expect(calls.filter((c) => c.name === 'reseed')).toEqual([]);

    await userEvent.selectOptions(select, 'load');
    await userEvent.click(screen.getByRole('button', { name: t.reseed }));
    expect(question()).toHaveTextContent(t.confirmReseedBulk('load'));
    await userEvent.click(within(question()).getByRole('button', { name: t.reseedYes }));
    await vi.waitFor(() => expect(status()).toHaveTextContent(t.reseeded('load', 2, 10, 882)));
    expect(calls.filter((c) => c.name === 'reseed').map((c) => c.body)).toEqual([
      { scenario: 'load' },
    ]);
  });
});

const NIGHT_MARKET: ListedMarket = {
  game_id: '8',
  kind: 'main',
  name: 'KING DAY NIGHT',
  open_time: '11:59 PM',
  close_time: '11:58 PM',
  day: '2026-03-10',
  takes_bids: true,
  closed_today: false,
  result: '***-**-***',
  open_value: null,
  close_value: null,
  waiting: [{ day: '2026-03-09', settles_on: 'close', lines: 2, points_minor: 20000 }],
};

const line = (id: string, digits: string, session: string, settlesOn: string) => ({
  bid_id: id,
  mobile: '9876543210',
  bid_type: 'Single Digit',
  session,
  digits,
  closedigits: '',
  points_minor: 10000,
  settles_on: settlesOn,
  state: 'waiting',
  payout_minor: 0,
});

function renderDeclareForm() {
  const calls = fakeControl({
    clockNow: () => ({ body: CLOCK }),
    marketBids: (body) => ({
      body: {
        status: true,
        game_id: '8',
        kind: 'main',
        day: body['day'],
        open_value: '123',
        close_value: null,
        total: 2,
        lines: [line('1', '8', 'Close', 'close'), line('2', '5', 'Close', 'close')],
        rates: { single_digit: [10, 95] },
      },
    }),
    resultMain: (body) => ({
      body: {
        status: true,
        day: body['day'],
        open_result: '123-6',
        close_result: '8-350',
        won: 1,
        lost: 1,
        paid_minor: 95000,
        reversed: 0,
        reversed_minor: 0,
      },
    }),
  });
  render(
    <QueryClientProvider client={createConsoleQueryClient()}>
      <DeclareForm market={NIGHT_MARKET} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('declaring a result', () => {
  it("offers the waiting day first, the close once the open is declared, and the digit's 22 panas", async () => {
    renderDeclareForm();
    const form = screen.getByRole('region', { name: t.declareTitle('KING DAY NIGHT') });
    expect(within(form).getByLabelText(t.resultDay)).toHaveValue('2026-03-09');
    await within(form).findByText(t.declaredAlready('123'));
    expect(within(form).getByRole('radio', { name: t.sessionClose })).toBeChecked();

    await userEvent.click(within(form).getByRole('button', { name: '8' }));
    const panas = (group: string) =>
      within(within(form).getByRole('group', { name: group }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    const chart = PANA_CHART[8];
    expect(panas(t.singlePanas)).toEqual(chart?.sp);
    expect(panas(t.doublePanas)).toEqual(chart?.dp);
    expect(panas(t.triplePana)).toEqual(chart?.tp);
  });

  it('shows what the chosen pana does to each waiting line, then declares it for that day', async () => {
    const calls = renderDeclareForm();
    const form = screen.getByRole('region', { name: t.declareTitle('KING DAY NIGHT') });
    await within(form).findByText(t.declaredAlready('123'));
    await userEvent.click(within(form).getByRole('button', { name: '8' }));
    await userEvent.click(within(form).getByRole('button', { name: '350' }));
    expect(within(form).getByTestId('chosen-result')).toHaveTextContent('8-350');
    const rows = within(form).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      t.wouldWin('950'),
      t.wouldLose,
    ]);

    await userEvent.click(within(form).getByRole('button', { name: t.declare }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.name === 'resultMain').map((c) => c.body)).toEqual([
        { game_id: '8', session: 'close', pana: '350', day: '2026-03-09' },
      ]),
    );
  });

  it('says "Close" only for the session: the form hides, the market stops taking bids', async () => {
    renderDeclareForm();
    const form = screen.getByRole('region', { name: t.declareTitle('KING DAY NIGHT') });
    await within(form).findByText(t.declaredAlready('123'));
    expect(within(form).queryAllByRole('button', { name: /close/i })).toEqual([]);
    expect(within(form).getByRole('button', { name: t.hideForm })).toBeInTheDocument();
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([t.sessionOpen, t.sessionClose]);
  });

  it('asks before correcting a declared result, and sends nothing before the answer', async () => {
    const calls = fakeControl({
      clockNow: () => ({ body: CLOCK }),
      marketBids: (body) => ({
        body: {
          status: true,
          game_id: '8',
          kind: 'main',
          day: body['day'],
          open_value: '123',
          close_value: null,
          total: 0,
          lines: [],
          rates: {},
        },
      }),
    });
    const confirmations: Confirmation[] = [];
    render(
      <QueryClientProvider client={createConsoleQueryClient()}>
        <ConfirmContext.Provider value={(asked) => confirmations.push(asked)}>
          <DeclareForm market={NIGHT_MARKET} onClose={() => undefined} />
        </ConfirmContext.Provider>
      </QueryClientProvider>,
    );
    const form = screen.getByRole('region', { name: t.declareTitle('KING DAY NIGHT') });
    await within(form).findByText(t.declaredAlready('123'));
    await userEvent.click(within(form).getByRole('radio', { name: t.sessionOpen }));
    await userEvent.click(within(form).getByRole('button', { name: '5' }));
    await userEvent.click(within(form).getByRole('button', { name: '456' }));
    await userEvent.click(within(form).getByRole('button', { name: t.correct }));
    expect(confirmations.map((c) => c.question)).toEqual([
      t.confirmCorrect('KING DAY NIGHT', '2026-03-09', '456-5'),
    ]);
    expect(calls.filter((c) => c.name === 'resultMain')).toEqual([]);
  });

  it('checks a typed pana with the shared result rule', async () => {
    renderDeclareForm();
    const form = screen.getByRole('region', { name: t.declareTitle('KING DAY NIGHT') });
    const typed = within(form).getByRole('textbox', { name: t.panaTyped });
    await userEvent.type(typed, '530');
    expect(typed).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText(providerMessages.resultPanaNotValid('530'))).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: t.declare })).toBeDisabled();
    await userEvent.clear(typed);
    await userEvent.type(typed, '350');
    expect(typed).toHaveAttribute('aria-invalid', 'false');
    expect(within(form).getByTestId('chosen-result')).toHaveTextContent('8-350');
  });
});

describe('PHP notices', () => {
  it('shows the share of answers with a notice and sets another', async () => {
    let share = 0.1;
    const calls = fakeControl({
      faultsList: () => ({ body: { status: true, faults: [] } }),
      phpNotices: (body) => {
        if (typeof body['share'] === 'number') share = body['share'];
        return { body: { status: true, share } };
      },
    });
    render(
      <QueryClientProvider client={createConsoleQueryClient()}>
        <FaultsPanel />
      </QueryClientProvider>,
    );
    const form = screen.getByRole('form', { name: t.phpNotices });
    await within(form).findByText(t.phpNoticesNow(0.1));
    await userEvent.type(within(form).getByLabelText(t.phpNoticeShare), '0');
    await userEvent.click(within(form).getByRole('button', { name: t.phpNoticesSet }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.name === 'phpNotices' && 'share' in c.body)).toEqual([
        expect.objectContaining({ body: { share: 0 } }),
      ]),
    );
    await within(form).findByText(t.phpNoticesNow(0));
  });
});

describe('the provider down', () => {
  it('is one button: every endpoint drops its connection, said in the status line', async () => {
    const calls = fakeControl({
      faultsList: () => ({ body: { status: true, faults: [] } }),
      phpNotices: () => ({ body: { status: true, share: 0 } }),
      faults: () => ({ body: { status: true } }),
    });
    const reported: string[] = [];
    render(
      <QueryClientProvider client={createConsoleQueryClient()}>
        <ReportContext.Provider value={(line) => reported.push(line)}>
          <FaultsPanel />
        </ReportContext.Provider>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: t.providerDown }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.name === 'faults').map((c) => c.body)).toEqual([
        { path: '*', unreachable: true },
      ]),
    );
    await vi.waitFor(() =>
      expect(reported).toEqual([t.faultSet('*', t.faultWhat.unreachable, undefined)]),
    );
  });
});
