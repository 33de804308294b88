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
 * The contract probe (`npm run probe`,
 * docs/configuration.md#finding-a-providers-section-npm-run-probe): each endpoint's path and fit,
 * and the config.json `provider` section that makes the client work with that provider.
 */

export interface ProbeOptions {
  readonly baseUrl: string;
  readonly appKey: string;
  readonly mobile?: string;
  readonly password?: string;
  /** With bodies that should leave things as they are. */
  readonly write?: boolean;
  readonly timeoutMs?: number;
}

interface RawAnswer {
  readonly httpStatus: number | undefined;
  readonly contentType: string;
  readonly text: string;
  /** The first JSON object in the text, as the client reads it. */
  readonly json: Record<string, unknown> | undefined;
  readonly failure?: string;
}

export type Verdict =
  /** Or refused the probe's request in the contract's form. */
  'works' | 'broken' | 'missing' | 'not called';

export interface EndpointReport {
  readonly name: EndpointName;
  readonly optional: boolean;
  readonly path: string;
  readonly httpStatus: number | undefined;
  /** '-': not judged (no answer, or no test account). */
  readonly fits: 'yes' | 'no' | 'refused' | '-';
  readonly deviations: readonly string[];
  readonly verdict: Verdict;
  readonly message?: string;
}

export interface ProbeResult {
  readonly reports: readonly EndpointReport[];
  readonly section: ProviderSection;
  /** The exit status is 1 when there is any. */
  readonly problems: readonly string[];
  readonly notes: readonly string[];
}

export type ProviderSection = ReturnType<typeof ProviderSectionSchema.parse>;

/** Real providers' other spellings of paths (docs/decisions/009-lenient-provider-client.md). */
const SPELLINGS: readonly [string, string][] = [['galidisawar', 'galidisswar']];

function candidatePaths(name: EndpointName): string[] {
  const spec = endpoints[name].path;
  return [
    spec,
    ...SPELLINGS.filter(([from]) => spec.includes(from)).map(([from, to]) =>
      spec.replace(from, to),
    ),
  ];
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** A call with it shows whether the path is there, and how an ended session is answered. */
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

/** The first spelling that answers with no 404 is the provider's. */
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

/** The client's own reading of the answer decides. */
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
  // Nothing answering at all is one fact, said once.
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
  // The Gali calls share their spelling.
  let galiSpelling: string | undefined;
  // The calls that may end the session last.
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
  // 404 at every path is a wrong base URL, not a provider that refuses everything.
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
  // It must pass the client's own check of config.json.
  const section = ProviderSectionSchema.parse(sectionOf(listed, codes));
  return { reports: listed, section, problems, notes };
}

/** Only what differs from the spec. */
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
  // Where the codes are not the spec's, the list is what the withdraw screen offers.
  const otherCodes = methods !== undefined && !specCodes;
  if (otherCodes && list !== undefined && list.verdict === 'works')
    paths['apiUserPaymentMethodList'] = list.path;
  return {
    ...(Object.keys(paths).length > 0 ? { paths } : {}),
    ...(otherCodes ? { withdrawMethods: methods } : {}),
  };
}
