import { vi } from 'vitest';
import type {
  EndpointName,
  ProviderErrorBody,
  RequestBody,
  WireResponse,
} from '@matka/shared/contract';
import type { MarketSchema } from '@matka/shared/contract';
import type { ProviderSection } from '@matka/shared/contract';
import { endpointPaths, type ProviderPaths } from '@matka/shared/contract/request';
import type { z } from 'zod/mini';
import { runtimeConfig, setRuntimeConfig } from '@/config/runtime-config';
import { resetProvider } from '@/core/lib/provider';

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
export type WireMarket = z.input<ReturnType<typeof MarketSchema>>;

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

/** How the fake provider answers besides its handlers. */
export interface FakeProviderOptions {
  /**
   * The provider's own paths (config.json `provider.paths`): a call to one is answered by the
   * handler of its endpoint's spec path, and the spec path of an endpoint moved there is unknown.
   */
  readonly paths?: ProviderPaths;
  /**
   * Answer as the CodeIgniter providers do (docs/decisions/009): a PHP notice (HTML) before every
   * JSON body, `text/html`, and CodeIgniter's HTML 404 page for a path it lacks.
   */
  readonly php?: boolean;
}

/** The spec path of the endpoint a provider serves at `path`, or undefined when it has none there. */
function specPathAt(path: string, paths: ProviderPaths = {}): string | undefined {
  const moved = Object.entries(paths).find(([, at]) => at === path);
  if (moved) return endpointPaths[moved[0] as keyof ProviderPaths];
  const known = Object.entries(endpointPaths).find(([, at]) => at === path);
  if (!known) return undefined;
  return known[0] in paths ? undefined : path;
}

/**
 * Fakes the network at the `fetch` level: the real provider client posts, and the handler for the
 * path answers. An unhandled path answers 404 so a test notices. `calls` name each call by its
 * endpoint's spec path; `wirePaths` are the paths the client actually called.
 */
export function fakeProvider<H extends FakeHandlers>(
  handlers: H & ExactHandlers<H>,
  options: FakeProviderOptions = {},
) {
  const calls: ProviderCall[] = [];
  const wirePaths: string[] = [];
  const notFound = () => (options.php ? codeIgniterNotFound() : refused('Not found', 404));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const wirePath = url.pathname.replace(/^\//, '');
    wirePaths.push(wirePath);
    const path = specPathAt(wirePath, options.paths) as ProviderPath | undefined;
    if (path === undefined) return notFound();
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as RequestBody<
      EndpointAt<typeof path>
    >;
    calls.push({ path, body });
    const handler = (handlers as FakeHandlers)[path] as FakeHandler<EndpointName> | undefined;
    if (!handler) return notFound();
    const answer = await handler(body);
    if (answer instanceof Response) return answer;
    return options.php
      ? new Response(`${PHP_NOTICE}${JSON.stringify(answer)}`, {
          status: 200,
          headers: { 'content-type': 'text/html; charset=UTF-8' },
        })
      : new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    wirePaths,
    callsTo: <P extends ProviderPath>(path: P) =>
      calls.filter((call) => call.path === path) as unknown as ProviderCall<P>[],
  };
}

/** The notice CodeIgniter prints before the JSON when a request lacks a field it reads. */
const PHP_NOTICE =
  '<div style="border:1px solid #990000;padding-left:20px;margin:0 0 10px 10px;">\n' +
  '<h4>A PHP Error was encountered</h4>\n<p>Severity: Notice</p>\n' +
  '<p>Message:  Undefined property: stdClass::$email</p>\n' +
  '<p>Filename: controllers/Apicontroller.php</p>\n<p>Line Number: 1635</p>\n</div>';

/** CodeIgniter's 404 page (its CSS has braces a careless JSON reader would take). */
export function codeIgniterNotFound(): Response {
  return new Response(
    '<!DOCTYPE html><html lang="en"><head><title>404 Page Not Found</title>' +
      '<style type="text/css">::selection { background-color: #E13300; color: white; }' +
      ' body { background-color: #fff; margin: 40px; }</style></head>' +
      '<body><div id="container"><h1>404 Page Not Found</h1>' +
      '<p>The page you requested was not found.</p></div></body></html>',
    { status: 404, headers: { 'content-type': 'text/html; charset=UTF-8' } },
  );
}

/**
 * The config.json `provider` section of a balajimatka deployment (docs/decisions/009): the Gali
 * paths spelled `galidisswar`, its payment-method list, its withdraw codes (2 Paytm, 3 Google Pay,
 * 4 PhonePe). The four endpoints it lacks are left at their spec paths, so the client meets its
 * 404 pages; a test that configures them null adds that.
 */
export const BALAJIMATKA_PROVIDER = {
  paths: {
    apiGalidisawarGame: 'api-galidisswar-game',
    apiGalidisawarGameRates: 'api-galidisswar-game-rates',
    apiGalidisawarSubmitBid: 'api-galidisswar-submit-bid',
    apiGalidisawarBidHistoryData: 'api-galidisswar-bid-history-data',
    apiGalidisawarWiningHistoryData: 'api-galidisswar-wining-history-data',
    apiUserPaymentMethodList: 'api-user-payment-method-list',
  },
  withdrawMethods: { paytm: '2', googlePay: '3', phonePe: '4' },
} as const satisfies ProviderSection;

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

/** A `game_rates` entry with every main rate set: 10 points paying the spec's sample rates. */
export const gameRates = {
  single_digit_val_1: 10,
  single_digit_val_2: 95,
  jodi_digit_val_1: 10,
  jodi_digit_val_2: 950,
  single_pana_val_1: 10,
  single_pana_val_2: 1400,
  double_pana_val_1: 10,
  double_pana_val_2: 2800,
  tripple_pana_val_1: 10,
  tripple_pana_val_2: 7000,
  half_sangam_val_1: 10,
  half_sangam_val_2: 10000,
  full_sangam_val_1: 10,
  full_sangam_val_2: 100000,
};

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

/** Points the app at a provider configured with this config.json `provider` section. */
export function configureProvider(provider: ProviderSection): void {
  const config = runtimeConfig();
  if (config === undefined) throw new Error('setup.ts sets a runtime config');
  setRuntimeConfig({ ...config, provider });
  resetProvider();
}
