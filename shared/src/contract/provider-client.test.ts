import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ProviderError,
  createProviderClient,
  errorMessage,
  extractJsonObject,
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

  it('recovers the JSON object from a text answer for the two text-wrapped endpoints', async () => {
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

  it('does not recover wrapped JSON for other endpoints', async () => {
    const client = createProviderClient({
      baseUrl,
      appKey: 'k',
      fetch: fakeFetch(() => text('x {"status":true,"msg":"ok"}')).fetch,
    });
    expect(
      (await failure(client.apiChangePassword({ unique_token: 't', old_pass: 'a', new_pass: 'b' })))
        .kind,
    ).toBe('format');
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
