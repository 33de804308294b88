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
import { adoptTokenFromAddress } from './control-token';
import { DeclareForm, type ListedMarket } from './markets/declare-form';
import { FaultsPanel } from './faults-panel';

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

  it('is asked for when the mock refuses the one the console has', async () => {
    const accepted = 'right-token';
    const calls = fakeControl({
      clockNow: () => ({ body: CLOCK }),
      markets: () =>
        calls.at(-1)?.token === accepted
          ? { body: { status: true, markets: [] } }
          : { status: 401, body: { status: false, msg: 'Control token required' } },
    });
    render(
      <QueryClientProvider client={createConsoleQueryClient()}>
        <ConsoleApp />
      </QueryClientProvider>,
    );
    const form = await screen.findByRole('form', { name: t.tokenTitle });
    expect(within(form).getByRole('alert')).toHaveTextContent(t.tokenRefused);
    await userEvent.type(within(form).getByLabelText(t.tokenLabel), accepted);
    await userEvent.click(within(form).getByRole('button', { name: t.tokenSave }));
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: t.tokenTitle })).toBeNull());
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.name === 'markets').at(-1)?.token).toBe(accepted),
    );
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
