import {
  endpointNames,
  endpoints,
  extractJsonObject,
  fetchFailure,
  isTrueLike,
  ProviderError,
  readProviderAnswer,
  PROVIDER_HEADERS,
  providerRequest,
  ProviderSectionSchema,
  SPEC_WITHDRAW_METHODS,
  type EndpointDefinition,
  type EndpointName,
} from '@matka/shared/contract';
import { PROBE_PLAN, type Account } from './plan';
import { withdrawCodes, type CodesFound } from './withdraw-codes';

/**
 * The contract probe (`npm run probe`): calls every endpoint the client uses on a provider, tells
 * for each whether it is there, at which path, whether its answer fits the contract's (lenient)
 * response schema and how it differs from the spec, and derives the `provider` section of
 * config.json (docs/decisions/009) that makes the client work with that provider.
 */

export interface ProbeOptions {
  /** The provider's base URL (its paths are under it). */
  readonly baseUrl: string;
  readonly appKey: string;
  /** A test account: with it the calls that need a player read real answers. */
  readonly mobile?: string;
  readonly password?: string;
  /** Also call the endpoints that change something (with bodies that should leave things as they are). */
  readonly write?: boolean;
  readonly timeoutMs?: number;
}

/** One answer as it came: no answer at all has no `httpStatus`. */
interface RawAnswer {
  readonly httpStatus: number | undefined;
  readonly contentType: string;
  readonly text: string;
  /** The JSON object of the body, read as the client reads it (the first one in the text). */
  readonly json: Record<string, unknown> | undefined;
  /** Why there was no answer (`connection refused` ...). */
  readonly failure?: string;
}

export type Verdict =
  /** Answers and fits the contract (or refused the probe's request in the contract's form). */
  | 'works'
  /** Answers, but not in a form the client can read. */
  | 'broken'
  /** 404 at every known spelling of its path, or no answer. */
  | 'missing'
  /** Not called: it changes something (`--write`), or never (registration). */
  | 'not called';

export interface EndpointReport {
  readonly name: EndpointName;
  readonly optional: boolean;
  /** The path it answered at (or the spec's when it never did). */
  readonly path: string;
  readonly httpStatus: number | undefined;
  /** 'yes' / 'no' (the response schema) / 'refused' / '-' (not judged: no answer, or no test account). */
  readonly fits: 'yes' | 'no' | 'refused' | '-';
  readonly deviations: readonly string[];
  readonly verdict: Verdict;
  /** The provider's message of a refusal. */
  readonly message?: string;
}

export interface ProbeResult {
  readonly reports: readonly EndpointReport[];
  /** The `provider` section of config.json; `{}` when the provider answers at the spec's paths with its codes. */
  readonly section: ProviderSection;
  /** What stops the client from working (the exit status is 1 when there is any). */
  readonly problems: readonly string[];
  /** What the probe could not tell, or the person should know. */
  readonly notes: readonly string[];
}

/** The `provider` section of config.json (decision 009), as the client's check reads it. */
export type ProviderSection = ReturnType<typeof ProviderSectionSchema.parse>;

/** Known other spellings of the spec's paths on real providers (docs/decisions/009). */
const SPELLINGS: readonly [string, string][] = [['galidisawar', 'galidisswar']];

/** The spec path of `name`, then its other known spellings. */
function candidatePaths(name: EndpointName): string[] {
  const spec = endpoints[name].path;
  return [
    spec,
    ...SPELLINGS.filter(([from]) => spec.includes(from)).map(([from, to]) =>
      spec.replace(from, to),
    ),
  ];
}

/** A call without an answer this long is given up. */
const DEFAULT_TIMEOUT_MS = 15_000;

/** A token no provider gave out: a call with it shows whether the path is there, and how an ended session is answered. */
const UNKNOWN_TOKEN = 'probe-unknown-token-0000000000';

const GUEST: Account = { mobile: '', password: '', token: UNKNOWN_TOKEN, name: '' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readJson(text: string): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = extractJsonObject(text);
  }
  return isRecord(value) ? value : undefined;
}

async function post(
  options: ProbeOptions,
  path: string,
  params: Record<string, unknown>,
): Promise<RawAnswer> {
  const { url, body } = providerRequest(
    { baseUrl: options.baseUrl, appKey: options.appKey },
    path,
    params,
  );
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: PROVIDER_HEADERS,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    const text = await response.text();
    return {
      httpStatus: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
      json: readJson(text),
    };
  } catch (error) {
    return {
      httpStatus: undefined,
      contentType: '',
      text: '',
      json: undefined,
      failure: fetchFailure(error, options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    };
  }
}

/**
 * Tries the spellings of the path in turn: the first that is not a 404 (and answers) is the
 * provider's; when none is, the answer at the spec's path.
 */
async function find(
  options: ProbeOptions,
  name: EndpointName,
  params: Record<string, unknown>,
  preferred: string | undefined,
): Promise<{ path: string; answer: RawAnswer }> {
  const spec = endpoints[name].path;
  const candidates = candidatePaths(name);
  const order =
    preferred === undefined
      ? candidates
      : [preferred, ...candidates.filter((p) => p !== preferred)];
  let atSpecPath: RawAnswer | undefined;
  for (const path of order) {
    const answer = await post(options, path, params);
    if (answer.httpStatus !== 404 && answer.httpStatus !== undefined) return { path, answer };
    if (path === spec) atSpecPath = answer;
  }
  return { path: spec, answer: atSpecPath ?? (await post(options, spec, params)) };
}

function definition(name: EndpointName): EndpointDefinition {
  return endpoints[name];
}

function listKeys(name: EndpointName): readonly string[] {
  return definition(name).lists ?? [];
}

/** Every list of the answer empty (or absent), `status` false: the providers' "no data". */
function isEmptyListForm(name: EndpointName, json: Record<string, unknown>): boolean {
  const keys = listKeys(name);
  return (
    keys.length > 0 &&
    'status' in json &&
    !isTrueLike(json['status']) &&
    keys.every(
      (key) =>
        json[key] === undefined ||
        json[key] === null ||
        (Array.isArray(json[key]) && json[key].length === 0),
    )
  );
}

/** How an answer differs from what the spec shows, in words. */
function deviationsOf(name: EndpointName, path: string, answer: RawAnswer): string[] {
  const found: string[] = [];
  if (path !== endpoints[name].path) found.push(`path ${path}`);
  const json = answer.json;
  if (json === undefined) return found;
  if (!answer.text.trimStart().startsWith('{')) found.push('text before the JSON (PHP notice)');
  if (/text\/html/i.test(answer.contentType)) found.push('text/html');
  if (!('status' in json)) found.push('no status');
  else if (typeof json['status'] === 'string') found.push(`status "${json['status']}"`);
  if (isEmptyListForm(name, json)) found.push('empty list as status false');
  if (name === 'apiGalidisawarWiningHistoryData' && 'win_data' in json)
    found.push('wins under win_data');
  if (name === 'apiFundRequestHistory' && 'fund_req_history' in json)
    found.push('requests under fund_req_history');
  if (typeof json['wallet_amt'] === 'string' && json['wallet_amt'] !== '')
    found.push('money as strings');
  if (name === 'apiGetDashboardData' && isTrueLike(json['status']) && !('min_withdrawal' in json))
    found.push('no min_withdrawal (wallet balance has it)');
  return found;
}

/**
 * The verdict on one answer: the client's own reading of it (`readProviderAnswer`, the contract's
 * lenient response schemas) decides whether it fits, is a refusal, an ended session or missing.
 */
function judge(
  name: EndpointName,
  path: string,
  answer: RawAnswer,
  judged: boolean,
): Omit<EndpointReport, 'name' | 'optional' | 'path' | 'httpStatus'> {
  const deviations = deviationsOf(name, path, answer);
  const status = answer.httpStatus;
  if (status === undefined) return { fits: '-', deviations, verdict: 'missing' };
  if (status >= 500)
    return { fits: '-', deviations: [...deviations, `HTTP ${status}`], verdict: 'broken' };
  try {
    readProviderAnswer(
      name,
      { status, ok: status >= 200 && status < 300, text: answer.text },
      path,
    );
    return { fits: judged ? 'yes' : '-', deviations, verdict: 'works' };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    switch (error.kind) {
      case 'missing':
        return { fits: '-', deviations, verdict: 'missing' };
      case 'refused':
        if (status === 200) deviations.push('refusal with HTTP 200');
        return {
          fits: 'refused',
          deviations,
          verdict: 'works',
          message: error.serverMessage ?? '',
        };
      case 'sessionEnded':
        return {
          fits: '-',
          deviations: [...deviations, 'answered as signed out'],
          verdict: 'works',
        };
      case 'format':
        return {
          fits: 'no',
          deviations: [
            ...deviations,
            answer.json === undefined ? 'no JSON in the answer' : "not the contract's shape",
          ],
          verdict: 'broken',
        };
      default:
        return { fits: '-', deviations: [...deviations, `HTTP ${status}`], verdict: 'broken' };
    }
  }
}

async function signIn(options: ProbeOptions): Promise<Account | string> {
  if (options.mobile === undefined || options.password === undefined)
    return 'no test account (--mobile, --password): the player calls were made with an unknown token';
  const { answer } = await find(
    options,
    'apiUserLogin',
    PROBE_PLAN.apiUserLogin.params({
      ...GUEST,
      mobile: options.mobile,
      password: options.password,
    }),
    undefined,
  );
  const json = answer.json;
  if (json === undefined || !isTrueLike(json['status']) || typeof json['unique_token'] !== 'string')
    return `sign-in as ${options.mobile} failed${json !== undefined && typeof json['msg'] === 'string' ? `: ${json['msg']}` : ''}`;
  return {
    mobile: options.mobile,
    password: options.password,
    token: json['unique_token'],
    name: String(json['user_name'] ?? ''),
  };
}

/** How a token the provider does not know is answered on the dashboard (the client signs out on either form). */
async function unknownTokenNote(options: ProbeOptions, path: string): Promise<string | undefined> {
  const answer = await post(options, path, { unique_token: UNKNOWN_TOKEN });
  const json = answer.json;
  if (json === undefined) return undefined;
  if (isTrueLike(json['status']))
    return `an unknown token is answered on the dashboard with status true and wallet_amt ${JSON.stringify(json['wallet_amt'] ?? null)} (HTTP ${answer.httpStatus}): the client reads that as a session ended`;
  return `an unknown token is refused on the dashboard (HTTP ${answer.httpStatus})`;
}

export async function probe(options: ProbeOptions): Promise<ProbeResult> {
  const notes: string[] = [];
  const problems: string[] = [];
  // Nothing answering at all is one fact, said once, not one missing endpoint after another.
  const first = await post(options, endpoints.apiGetSocialData.path, {});
  if (first.httpStatus === undefined)
    return {
      reports: [],
      section: {},
      problems: [`nothing answers at ${options.baseUrl}: ${first.failure ?? 'no answer'}`],
      notes: [],
    };
  const signedIn = await signIn(options);
  const account = typeof signedIn === 'string' ? undefined : signedIn;
  if (typeof signedIn === 'string') {
    if (options.mobile !== undefined) problems.push(signedIn);
    else notes.push(signedIn);
  }

  const reports = new Map<EndpointName, EndpointReport>();
  const answers = new Map<EndpointName, Record<string, unknown>>();
  // The Gali calls share their spelling: a call not made takes the one the others answered at.
  let galiSpelling: string | undefined;
  // Table order, but the calls that may end the session last.
  const order = [...endpointNames].sort(
    (a, b) => (PROBE_PLAN[a].endsSession ?? 0) - (PROBE_PLAN[b].endsSession ?? 0),
  );
  for (const name of order) {
    const step = PROBE_PLAN[name];
    const optional = definition(name).optional === true;
    const run = step.kind === 'read' || (step.kind === 'write' && options.write === true);
    const family = name.startsWith('apiGalidisawar');
    if (!run || (step.kind === 'write' && account === undefined)) {
      const path =
        family && galiSpelling !== undefined
          ? endpoints[name].path.replace('galidisawar', galiSpelling)
          : endpoints[name].path;
      reports.set(name, {
        name,
        optional,
        path,
        httpStatus: undefined,
        fits: '-',
        deviations: path === endpoints[name].path ? [] : [`path ${path}`],
        verdict: 'not called',
      });
      continue;
    }
    const params = step.params(step.needsAccount ? (account ?? GUEST) : account);
    const preferred =
      family && galiSpelling !== undefined
        ? endpoints[name].path.replace('galidisawar', galiSpelling)
        : undefined;
    const { path, answer } = await find(options, name, params, preferred);
    if (family && answer.httpStatus !== 404 && answer.httpStatus !== undefined)
      galiSpelling = /galidis\w+?(?=-)/.exec(path)?.[0] ?? galiSpelling;
    const judged = !step.needsAccount || account !== undefined;
    const verdict = judge(name, path, answer, judged);
    reports.set(name, { name, optional, path, httpStatus: answer.httpStatus, ...verdict });
    if (answer.json !== undefined && judged) answers.set(name, answer.json);
  }

  const listed = endpointNames.flatMap((name) => reports.get(name) ?? []);
  // 404 at every path is a wrong base URL (its folder), not a provider that refuses everything:
  // one fact, said once, with no section to copy.
  const reached = listed.filter((report) => report.httpStatus !== undefined);
  if (reached.length > 0 && reached.every((report) => report.httpStatus === 404))
    return {
      reports: [],
      section: {},
      problems: [
        `every endpoint answered HTTP 404 at ${options.baseUrl}: the provider's endpoints are not under this URL (a wrong folder?); give the URL its ${endpoints.apiGetSocialData.path} is under`,
      ],
      notes: [],
    };
  const dashboard = reports.get('apiGetDashboardData');
  if (dashboard !== undefined && dashboard.verdict === 'works') {
    const note = await unknownTokenNote(options, dashboard.path);
    if (note !== undefined) notes.push(note);
  }

  for (const report of listed) {
    if (report.optional || report.verdict === 'works' || report.verdict === 'not called') continue;
    problems.push(
      `${report.name} (${report.path}) is ${report.verdict}: the client cannot work without it`,
    );
  }

  const codes: CodesFound = withdrawCodes(
    answers.get('apiUserPaymentMethodList'),
    answers.get('apiGetUserPaymentDetails'),
  );
  notes.push(...codes.notes);
  if (account === undefined && reports.get('apiUserPaymentMethodList')?.verdict === 'works')
    notes.push(
      'withdraw method codes not read: they need a test account with saved numbers (--mobile, --password)',
    );
  // The section is printed for config.json: it must pass the client's own check of it.
  const section = ProviderSectionSchema.parse(sectionOf(listed, codes));
  return { reports: listed, section, problems, notes };
}

/** The config.json `provider` section: only what differs from the spec (decision 009). */
function sectionOf(reports: readonly EndpointReport[], codes: CodesFound): ProviderSection {
  const paths: Record<string, string | null> = {};
  for (const report of reports) {
    if (report.name === 'apiUserPaymentMethodList') continue;
    if (report.verdict === 'missing' && report.optional) paths[report.name] = null;
    else if (report.path !== endpoints[report.name].path) paths[report.name] = report.path;
  }
  const methods = codes.methods;
  const specCodes =
    methods !== undefined &&
    methods.paytm === SPEC_WITHDRAW_METHODS.paytm &&
    methods.googlePay === SPEC_WITHDRAW_METHODS.googlePay &&
    methods.phonePe === SPEC_WITHDRAW_METHODS.phonePe;
  const list = reports.find((r) => r.name === 'apiUserPaymentMethodList');
  // The payment-method list is worth calling where its codes are not the spec's: it is then what
  // the withdraw screen offers.
  const otherCodes = methods !== undefined && !specCodes;
  if (otherCodes && list !== undefined && list.verdict === 'works')
    paths['apiUserPaymentMethodList'] = list.path;
  return {
    ...(Object.keys(paths).length > 0 ? { paths } : {}),
    ...(otherCodes ? { withdrawMethods: methods } : {}),
  };
}
