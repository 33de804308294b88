import { vi } from 'vitest';
import type {
  EndpointName,
  ProviderErrorBody,
  RequestBody,
  WireResponse,
} from '@matka/shared/contract';
import type { MarketSchema } from '@matka/shared/contract';
import type { endpointPaths } from '@matka/shared/contract/request';
import type { z } from 'zod/mini';

type Paths = typeof endpointPaths;
/** A provider path of the contract ('api-get-dashboard-data'). */
export type ProviderPath = Paths[EndpointName];
/** The endpoint served at path `P`. */
export type EndpointAt<P extends ProviderPath> = {
  [N in EndpointName]: Paths[N] extends P ? N : never;
}[EndpointName];

/** A call the client made; `callsTo(path)` gives the calls of one path with their bodies typed. */
export interface ProviderCall<P extends ProviderPath = ProviderPath> {
  readonly path: P;
  readonly body: RequestBody<EndpointAt<P>>;
}

/** A market row as the provider writes it. */
export type WireMarket = z.input<typeof MarketSchema>;

/**
 * An answer: the endpoint's body as the provider writes it (HTTP 200), a refusal body sent with
 * HTTP 200 (the provider does that too), or a full Response (an HTTP error, a broken body).
 */
export type FakeAnswer<N extends EndpointName> = WireResponse<N> | ProviderErrorBody | Response;
export type FakeHandler<N extends EndpointName> = (
  body: RequestBody<N>,
) => FakeAnswer<N> | Promise<FakeAnswer<N>>;
/** Handlers by path, each typed by its endpoint of the contract: a changed field fails to compile. */
export type FakeHandlers = { readonly [P in ProviderPath]?: FakeHandler<EndpointAt<P>> };

/** The keys of each object in a union of answers (a Response has none that matter). */
type AnswerKeys<A> = A extends Response ? never : A extends object ? keyof A : never;
type ExcessKeys<P extends ProviderPath, F> = F extends (...args: never[]) => infer R
  ? Exclude<AnswerKeys<Awaited<R>>, keyof WireResponse<EndpointAt<P>> | keyof ProviderErrorBody>
  : never;
/**
 * `H` with every handler answering a field its endpoint does not have turned into an error. Needed
 * because TypeScript does not check an arrow function's returned object for unknown fields, and
 * most wire fields are optional: a renamed field would otherwise go unnoticed.
 */
export type ExactHandlers<H> = {
  [P in keyof H]: P extends ProviderPath
    ? [ExcessKeys<P, H[P]>] extends [never]
      ? H[P]
      : `not a field of ${P}: ${ExcessKeys<P, H[P]> & string}`
    : never;
};

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
export function fakeProvider<H extends FakeHandlers>(handlers: H & ExactHandlers<H>) {
  const calls: ProviderCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const path = url.pathname.replace(/^\//, '') as ProviderPath;
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as RequestBody<
      EndpointAt<typeof path>
    >;
    calls.push({ path, body });
    const handler = (handlers as FakeHandlers)[path] as FakeHandler<EndpointName> | undefined;
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
    callsTo: <P extends ProviderPath>(path: P) =>
      calls.filter((call) => call.path === path) as unknown as ProviderCall<P>[],
  };
}

/** A market row as the provider writes it. */
export function market(overrides: Partial<WireMarket> = {}): WireMarket {
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

export type DashboardAnswer = WireResponse<'apiGetDashboardData'>;

/** A dashboard answer with betting enabled unless overridden. */
export function dashboard(overrides: Partial<DashboardAnswer> = {}): DashboardAnswer {
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
export function shellHandlers(
  dashboardAnswer: () => FakeAnswer<'apiGetDashboardData'> = () => dashboard(),
) {
  return {
    'api-get-dashboard-data': () => dashboardAnswer(),
    'api-get-social-data': () => ({ status: true, mobile_no: '9876500002' }),
    'api-get-headline': () => ({
      status: true,
      data: [{ status: '1', notes: 'Welcome to the game' }],
    }),
    'api-get-slider-images': () => ({ status: true, sliderdata: [] }),
  } satisfies FakeHandlers;
}
