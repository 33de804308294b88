import { afterEach, describe, expect, it } from 'vitest';
import { dashboard, fakeProvider, shellHandlers } from '@/test/fake-provider';
import { MAX_AGE_MS, clearEarlyRequests, requestEarly, takeEarly } from './early-requests';
import { getProvider } from '@/core/lib/provider';
import { serverTime } from '@/core/lib/server-time';

const TARGET = { baseUrl: 'http://provider.test', appKey: 'test-app-key' };
const TOKEN = { unique_token: 'token-1' };

afterEach(clearEarlyRequests);

describe('early requests', () => {
  it('gives the first identical provider call the early answer, without asking again', async () => {
    const network = fakeProvider(shellHandlers());
    requestEarly(TARGET, 'apiGetDashboardData', TOKEN);
    const provider = await getProvider();

    const answer = await provider.apiGetDashboardData(TOKEN);

    expect(answer.betting_status).toBe('1');
    expect(network.callsTo('api-get-dashboard-data')).toHaveLength(1);
    // Taken once: the next call (a poll) asks the provider again.
    await provider.apiGetDashboardData(TOKEN);
    expect(network.callsTo('api-get-dashboard-data')).toHaveLength(2);
  });

  it("sets the provider's clock from the early answer's Date header", async () => {
    const tenMinutes = 10 * 60_000;
    fakeProvider({
      ...shellHandlers(),
      'api-get-dashboard-data': () =>
        new Response(JSON.stringify(dashboard()), {
          headers: {
            'content-type': 'application/json',
            date: new Date(Date.now() + tenMinutes).toUTCString(),
          },
        }),
    });
    requestEarly(TARGET, 'apiGetDashboardData', TOKEN);
    const provider = await getProvider();

    await provider.apiGetDashboardData(TOKEN);

    // The header counts whole seconds, and the answer's device times are real ones here.
    expect(Math.abs(serverTime.offsetMs() - tenMinutes)).toBeLessThan(1_500);
  });

  it('does not answer a call with another body', async () => {
    const network = fakeProvider(shellHandlers());
    requestEarly(TARGET, 'apiGetDashboardData', TOKEN);
    const provider = await getProvider();

    await provider.apiGetDashboardData({ unique_token: 'token-2' });

    expect(network.callsTo('api-get-dashboard-data').map((call) => call.body.unique_token)).toEqual(
      ['token-1', 'token-2'],
    );
  });

  it(`drops an answer nobody took within ${MAX_AGE_MS} ms`, () => {
    fakeProvider(shellHandlers());
    let now = 1_000;
    requestEarly(TARGET, 'apiGetDashboardData', TOKEN, fetch, () => now);
    const { url, body } = {
      url: 'http://provider.test/api-get-dashboard-data',
      body: JSON.stringify({ env_type: 'Prod', app_key: 'test-app-key', ...TOKEN }),
    };
    now += MAX_AGE_MS + 1;
    expect(takeEarly(url, { body }, () => now)).toBeUndefined();
  });

  it("ends the wait when the caller's signal aborts", async () => {
    fakeProvider({ 'api-get-dashboard-data': () => new Promise<never>(() => undefined) });
    requestEarly(TARGET, 'apiGetDashboardData', TOKEN);
    const controller = new AbortController();
    const url = 'http://provider.test/api-get-dashboard-data';
    const body = JSON.stringify({ env_type: 'Prod', app_key: 'test-app-key', ...TOKEN });

    const waiting = takeEarly(url, { body, signal: controller.signal });
    controller.abort(new Error('cancelled'));

    await expect(waiting).rejects.toThrow('cancelled');
  });

  it("calls the provider's own path, and nothing for an endpoint it lacks (config.json)", () => {
    const network = fakeProvider(shellHandlers(), {
      paths: { apiGetSocialData: 'index.php/api-get-social-data' },
    });
    const target = {
      ...TARGET,
      paths: { apiGetHeadline: null, apiGetSocialData: 'index.php/api-get-social-data' },
    };
    expect(requestEarly(target, 'apiGetHeadline', { ids: [1] })).toBeUndefined();
    requestEarly(target, 'apiGetSocialData', {});
    expect(network.wirePaths).toEqual(['index.php/api-get-social-data']);
  });
});
