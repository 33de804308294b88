import { vi } from 'vitest';

export interface ProviderCall {
  readonly path: string;
  readonly body: Record<string, unknown>;
}

/** An answer: a JSON body (HTTP 200) or a full Response. */
export type FakeAnswer = Record<string, unknown> | Response;
export type FakeHandler = (body: Record<string, unknown>) => FakeAnswer | Promise<FakeAnswer>;

/** A refusal the way the provider sends it: HTTP 4xx with `{ status: false, msg }`. */
export function refused(msg: string, httpStatus = 422): Response {
  return new Response(JSON.stringify({ status: false, msg }), {
    status: httpStatus,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Fakes the network at the `fetch` level: the real provider client posts, and the handler for the
 * path answers. An unhandled path answers 404 so a test notices.
 */
export function fakeProvider(handlers: Record<string, FakeHandler>) {
  const calls: ProviderCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const path = url.pathname.replace(/^\//, '');
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<
      string,
      unknown
    >;
    calls.push({ path, body });
    const handler = handlers[path];
    if (!handler) return refused('Not found', 404);
    const answer = await handler(body);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

/** A market row as the provider writes it. */
export function market(overrides: Record<string, unknown> = {}) {
  return {
    game_id: '1',
    game_name: 'KALYAN',
    open_time: '03:45 PM',
    close_time: '05:45 PM',
    open_result: '',
    close_result: '',
    msg_status: 1,
    web_chart_url: 'http://provider.test/mock/charts/1',
    ...overrides,
  };
}

/** A dashboard answer with betting enabled unless overridden. */
export function dashboard(overrides: Record<string, unknown> = {}) {
  return {
    status: true,
    wallet_amt: '10000',
    betting_status: '1',
    result: [market()],
    sliderdata: [],
    mobile_1: '9876500001',
    mobile_no: '9876500002',
    telegram_no: '',
    min_withdrawal: '500',
    withdraw_open_time: '10:00 AM',
    withdraw_close_time: '06:00 PM',
    ...overrides,
  };
}

/** Handlers for the calls every signed-in screen makes. */
export function shellHandlers(dashboardAnswer: () => Record<string, unknown> = () => dashboard()) {
  return {
    'api-get-dashboard-data': () => dashboardAnswer(),
    'api-get-social-data': () => ({ status: true, mobile_no: '9876500002' }),
    'api-get-headline': () => ({
      status: true,
      data: [{ status: '1', notes: 'Welcome to the game' }],
    }),
    'api-get-slider-images': () => ({ status: true, sliderdata: [] }),
  } satisfies Record<string, FakeHandler>;
}
