import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ProviderError,
  createProviderClient,
  errorMessage,
  extractJsonObject,
  readProviderAnswer,
} from './provider-client';
import type { AbortSignalLike, FetchLike, FetchResponseLike } from './provider-client';

/** The fetch `Response` class (Node 20 and browsers); `shared` is compiled without DOM types. */
const WebResponse = (
  globalThis as unknown as {
    Response: new (
      body: string,
      init?: { status?: number; headers?: Record<string, string> },
    ) => FetchResponseLike;
  }
).Response;

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function fakeFetch(answer: (sent: Sent) => FetchResponseLike | Promise<FetchResponseLike>) {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (url, init) => {
    const request = {
      url,
      method: String(init?.method),
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(String(init?.body)) as unknown,
    };
    sent.push(request);
    return answer(request);
  };
  return { fetch, sent };
}

function json(body: unknown, status = 200): FetchResponseLike {
  return new WebResponse(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function text(body: string, status = 200): FetchResponseLike {
  return new WebResponse(body, { status, headers: { 'Content-Type': 'text/html' } });
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail');
}

const baseUrl = 'http://127.0.0.1:4010/api';

describe('createProviderClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts the common fields and the params to baseUrl/path and returns the parsed answer', async () => {
    const { fetch, sent } = fakeFetch(() =>
      json({
        status: 'true',
        wallet_amt: '1500.50',
        betting_status: 1,
        result: null,
        min_withdrawal: 500,
      }),
    );
    const client = createProviderClient({ baseUrl: `${baseUrl}/`, appKey: 'app-key', fetch });
    const dashboard = await client.apiGetDashboardData({ unique_token: 'tok' });
    expect(sent).toEqual([
      {
        url: `${baseUrl}/api-get-dashboard-data`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: { env_type: 'Prod', app_key: 'app-key', unique_token: 'tok' },
      },
    ]);
    expect(dashboard.status).toBe(true);
    expect(dashboard.wallet_amt).toBe(150_050);
    expect(dashboard.betting_status).toBe('1');
    expect(dashboard.result).toEqual([]);
  });

  it('sends only the common fields for an endpoint without params', async () => {
    const { fetch, sent } = fakeFetch(() => json({ getaway_status: 2 }));
    const client = createProviderClient({ baseUrl, appKey: 'k', fetch });
    expect(await client.apiGetawayStatus()).toEqual({ getaway_status: '2' });
    expect(sent[0]?.url).toBe(`${baseUrl}/apiGetawayStatus`);
    expect(sent[0]?.body).toEqual({ env_type: 'Prod', app_key: 'k' });
  });

  it('turns status false into a refused error with the message, at any HTTP status', async () => {
    for (const status of [200, 400, 401, 500]) {
      const { fetch } = fakeFetch(() =>
        json({ status: false, msg: 'Wallet Limit Exceeded' }, status),
      );
      const client = createProviderClient({ baseUrl, appKey: 'k', fetch });
      const error = await failure(
        client.apiUserWithdrawFundRequest({
          unique_token: 't',
          mobile: '9876543210',
          request_amount: 5,
          payment_method: '2',
        }),
      );
      expect(error.kind).toBe('refused');
      expect(error.serverMessage).toBe('Wallet Limit Exceeded');
      expect(error.httpStatus).toBe(status);
      expect(error.endpoint).toBe('apiUserWithdrawFundRequest');
    }
  });

  it('reads the message from `message` when there is no `msg`', async () => {
    const { fetch } = fakeFetch(() => json({ status: 'false', message: 'Mobile not registered' }));
    const client = createProviderClient({ baseUrl, appKey: 'k', fetch });
    const error = await failure(client.apiForgetCheckMobile({ mobile: '9876543210' }));
    expect(error.kind).toBe('refused');
    expect(error.serverMessage).toBe('Mobile not registered');
  });

  it('treats any status that is not true-like as a refusal, and no status as none', async () => {
    const refused = createProviderClient({
      baseUrl,
      appKey: 'k',
      fetch: fakeFetch(() => json({ status: null, msg: '' })).fetch,
    });
    const error = await failure(refused.apiUserWalletBalance({ unique_token: 't' }));
    expect(error.kind).toBe('refused');
    expect(error.serverMessage).toBeUndefined();
    const plain = createProviderClient({
      baseUrl,
      appKey: 'k',
      fetch: fakeFetch(() => json({ otp: 1234 })).fetch,
    });
    expect(await plain.apiResendOtp({ mobile: '9876543210' })).toEqual({ otp: '1234', msg: '' });
  });

  it('turns another non-2xx answer into an http error', async () => {
    const { fetch } = fakeFetch(() => text('<h1>Internal Server Error</h1>', 500));
    const client = createProviderClient({ baseUrl, appKey: 'k', fetch });
    const error = await failure(client.apiGetSocialData());
    expect(error.kind).toBe('http');
    expect(error.httpStatus).toBe(500);
    expect(error.serverMessage).toBeUndefined();
  });

  it('turns a rejected fetch into a network error', async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError('fetch failed'));
    const client = createProviderClient({ baseUrl, appKey: 'k', fetch });
    const error = await failure(client.apiGetSocialData());
    expect(error.kind).toBe('network');
    expect(error.httpStatus).toBeUndefined();
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('turns garbage and a schema mismatch into format errors', async () => {
    const garbage = createProviderClient({
      baseUrl,
      appKey: 'k',
      fetch: fakeFetch(() => text('OK')).fetch,
    });
    expect((await failure(garbage.apiGetSocialData())).kind).toBe('format');
    const mismatch = createProviderClient({
      baseUrl,
      appKey: 'k',
      fetch: fakeFetch(() => json({ status: true, wallet_amt: 'lots' })).fetch,
    });
    const error = await failure(mismatch.apiUserWalletBalance({ unique_token: 't' }));
    expect(error.kind).toBe('format');
    expect(error.httpStatus).toBe(200);
  });

  it('recovers the JSON object from a text answer', async () => {
    const wrapped =
      'Connected successfully<br>{"status":true,"msg":"Password Updated"}\n<!-- end -->';
    const client = createProviderClient({
      baseUrl,
      appKey: 'k',
      fetch: fakeFetch(() => text(wrapped)).fetch,
    });
    expect(await client.apiForgotPassword({ mobile: '9876543210', new_pass: 'x' })).toEqual({
      status: true,
      msg: 'Password Updated',
    });
    expect(await client.apiProfileUpdate({ unique_token: 't', user_name: 'Ravi' })).toEqual({
      status: true,
      msg: 'Password Updated',
    });
    const refused = createProviderClient({
      baseUrl,
      appKey: 'k',
      fetch: fakeFetch(() => text('notice {"status":"false","msg":"User not found"}')).fetch,
    });
    const error = await failure(refused.apiForgotPassword({ mobile: '9876543210', new_pass: 'x' }));
    expect(error.kind).toBe('refused');
    expect(error.serverMessage).toBe('User not found');
  });

  function hangingFetch(): FetchLike {
    return (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
      });
  }

  it('gives up with a network error after timeoutMs', async () => {
    vi.useFakeTimers();
    const client = createProviderClient({
      baseUrl,
      appKey: 'k',
      fetch: hangingFetch(),
      timeoutMs: 1000,
    });
    const pending = failure(client.apiGetSocialData());
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).kind).toBe('network');
  });

  it('stops when the caller aborts', async () => {
    const AbortControllerClass = (
      globalThis as unknown as {
        AbortController: new () => { signal: AbortSignalLike; abort(): void };
      }
    ).AbortController;
    const controller = new AbortControllerClass();
    const client = createProviderClient({ baseUrl, appKey: 'k', fetch: hangingFetch() });
    const pending = failure(client.apiGetSocialData(undefined, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('network');
  });
});

describe('errorMessage', () => {
  it('prefers the server message, else the fallback', () => {
    const refused = new ProviderError('refused', 'apiUserLogin', {
      serverMessage: 'Invalid username and password',
    });
    expect(errorMessage(refused, 'User Not Registered')).toBe('Invalid username and password');
    expect(errorMessage(new ProviderError('network', 'apiUserLogin'), 'User Not Registered')).toBe(
      'User Not Registered',
    );
    expect(errorMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
  });
});

describe('extractJsonObject', () => {
  it('finds the first complete JSON object, braces in strings included', () => {
    expect(extractJsonObject('a {"msg":"x } y","status":true} b {"other":1}')).toEqual({
      msg: 'x } y',
      status: true,
    });
    expect(extractJsonObject('{ broken {"ok":1}')).toEqual({ ok: 1 });
    expect(extractJsonObject('no object')).toBeUndefined();
  });
});

// The CodeIgniter providers that exist (docs/decisions/009, balajimatka's answers).
describe('lenient reading', () => {
  const notice =
    '<div style="border:1px solid #990000;padding-left:20px;margin:0 0 10px 10px;">\n' +
    '<h4>A PHP Error was encountered</h4><p>Severity: Notice</p>' +
    '<style>p { margin: 0 }</style><p>Message: Undefined property: stdClass::$email</p></div>';

  function clientAnswering(answer: (sent: Sent) => FetchResponseLike, paths = {}) {
    const fake = fakeFetch(answer);
    return {
      client: createProviderClient({ baseUrl, appKey: 'k', fetch: fake.fetch, paths }),
      ...fake,
    };
  }

  const bidDates = { unique_token: 't', bid_from: '6/1/2024', bid_to: '6/5/2024' };

  it('reads the JSON after a PHP notice on any endpoint', async () => {
    const { client } = clientAnswering(() =>
      text(
        `${notice}{"status":true,"msg":"Success","wallet_amt":"1500","betting_status":"1","result":[]}`,
      ),
    );
    const dashboard = await client.apiGetDashboardData({ unique_token: 't' });
    expect(dashboard.wallet_amt).toBe(150_000);
    expect(dashboard.betting_status).toBe('1');
  });

  it('reads a list endpoint\'s "no data" refusal as an empty list, whatever its message', async () => {
    const { client } = clientAnswering(() =>
      text(`${notice}{"bid_data":[],"msg":"Bid History Data Not Available","status":false}`),
    );
    expect((await client.apiBidHistoryData(bidDates)).bid_data).toEqual([]);
    const absent = clientAnswering(() => json({ status: 'false', msg: 'No Data Found' }));
    expect(
      (await absent.client.apiWalletTransactionHistory({ unique_token: 't' })).transaction_history,
    ).toEqual([]);
  });

  it('keeps min_amt of a "no pending request" answer', async () => {
    const { client } = clientAnswering(() =>
      json({ status: false, last_req_detail: [], min_amt: '100' }),
    );
    expect((await client.apiLastFundRequestDetail({ unique_token: 't' })).min_amt).toBe(10_000);
  });

  it('still refuses a list answer that has rows, or comes with an error status', async () => {
    const rows = clientAnswering(() =>
      json({ status: false, msg: 'Odd', bid_data: [{ pana: 'Single Digit' }] }),
    );
    expect((await failure(rows.client.apiBidHistoryData(bidDates))).kind).toBe('refused');
    const unauthorized = clientAnswering(() =>
      json({ status: false, msg: 'Invalid token, please login again' }, 401),
    );
    const error = await failure(unauthorized.client.apiBidHistoryData(bidDates));
    expect(error.kind).toBe('refused');
    expect(error.httpStatus).toBe(401);
    const notList = clientAnswering(() => json({ status: false, msg: 'Data not found' }));
    expect(
      (
        await failure(
          notList.client.apiChangePassword({ unique_token: 't', old_pass: 'a', new_pass: 'b' }),
        )
      ).kind,
    ).toBe('refused');
  });

  it('reads a dashboard with blank player fields as the end of the session', async () => {
    const { client } = clientAnswering(() =>
      json({
        status: true,
        msg: 'Success',
        wallet_amt: '',
        betting_status: '',
        user_name: '',
        result: [],
      }),
    );
    const error = await failure(client.apiGetDashboardData({ unique_token: 'gone' }));
    expect(error.kind).toBe('sessionEnded');
    const balance = clientAnswering(() => json({ status: true, msg: 'Success' }));
    expect(
      (await failure(balance.client.apiUserWalletBalance({ unique_token: 'gone' }))).kind,
    ).toBe('sessionEnded');
    // A player with a balance of 0 and betting off is still signed in.
    const zero = clientAnswering(() =>
      json({ status: true, wallet_amt: '0', betting_status: '0' }),
    );
    expect((await zero.client.apiGetDashboardData({ unique_token: 't' })).wallet_amt).toBe(0);
  });

  it('calls the configured paths, and nothing for an endpoint configured null', async () => {
    const { client, sent } = clientAnswering(() => json({ result: [] }), {
      apiGalidisawarGame: 'api-galidisswar-game',
      apiGetHeadline: null,
    });
    expect((await client.apiGalidisawarGame()).result).toEqual([]);
    expect(sent[0]?.url).toBe(`${baseUrl}/api-galidisswar-game`);
    const error = await failure(client.apiGetHeadline({ ids: [1] }));
    expect(error.kind).toBe('missing');
    expect(error.path).toBe('api-get-headline');
    expect(sent).toHaveLength(1);
  });

  it('calls the payment-method list only where a path is configured', async () => {
    const answer = () =>
      json({ status: true, result: [{ type: 2, value: '9876543210', name: 'Paytm' }] });
    const unconfigured = clientAnswering(answer);
    expect(
      (await failure(unconfigured.client.apiUserPaymentMethodList({ unique_token: 't' }))).kind,
    ).toBe('missing');
    expect(unconfigured.sent).toHaveLength(0);
    const configured = clientAnswering(answer, {
      apiUserPaymentMethodList: 'api-user-payment-method-list',
    });
    expect(
      (await configured.client.apiUserPaymentMethodList({ unique_token: 't' })).result,
    ).toEqual([{ type: '2', value: '9876543210', name: 'Paytm' }]);
  });

  it('reads HTTP 404 (an HTML page) as a missing endpoint naming its path', async () => {
    const { client } = clientAnswering(() =>
      text(
        '<html><head><title>404 Page Not Found</title><style>body { color: #000 }</style></head></html>',
        404,
      ),
    );
    const error = await failure(client.apiMoneyDepositWithdrawalRule());
    expect(error.kind).toBe('missing');
    expect(error.path).toBe('api-money-deposit-withdrawal-rule');
    expect(error.httpStatus).toBe(404);
    // A refusal sent with 404 (the mock's unknown transfer receiver) stays a refusal.
    const refusal = clientAnswering(() => json({ status: false, msg: 'User not found' }, 404));
    const refused = await failure(
      refusal.client.apiCheckUserForTransferAmt({ unique_token: 't', mobile_no: '9876543210' }),
    );
    expect(refused.kind).toBe('refused');
    expect(refused.serverMessage).toBe('User not found');
  });

  it('reads a raw answer without a call (what a probe of a provider needs)', () => {
    const answer = readProviderAnswer('apiCheckMobile', {
      status: 200,
      ok: true,
      text: `${notice}{"otp":1234,"msg":"Mobile number is not registered","status":"true"}`,
    });
    expect(answer).toEqual({ status: true, msg: 'Mobile number is not registered', otp: '1234' });
  });
});
