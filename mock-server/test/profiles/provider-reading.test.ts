import { afterEach, describe, expect, it } from 'vitest';
import { extractJsonObject } from '@matka/shared/contract';
import { common, createTestServer, DEMO, istAt, type TestServer } from '../helper';
import { loadScenario, type ScenarioInput } from '../../src/seed';
import { PROVIDER_API } from '../../src/http/lenient/provider-api';
import { PHP_NOTICE_HEADER } from '../../src/http/lenient/pages';

/**
 * Requests read as the provider's PHP reads them, and the fields about what the mock does not model
 * answered as a fresh install of the provider would (configurable in a scenario): the dashboard's
 * devices, versions and flags; dates in PHP's forms; a notice naming only a property the call reads.
 */

type Body = Record<string, unknown>;

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function lenient(
  options: { scenario?: ScenarioInput; noticeShare?: number } = {},
): Promise<TestServer> {
  s = await createTestServer({
    now: istAt(12),
    ...(options.scenario === undefined ? {} : { scenario: options.scenario }),
    app: { profile: 'lenient', noticeShare: options.noticeShare ?? 0 },
  });
  return s;
}

async function post(server: TestServer, path: string, body: Body) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/${path}`,
    payload: { ...common(), ...body },
  });
  return {
    body: extractJsonObject(response.body) as Body,
    notice: response.headers[PHP_NOTICE_HEADER] as string | undefined,
  };
}

async function login(server: TestServer, device: string): Promise<string> {
  const answer = await post(server, 'api-user-login', {
    mobile: DEMO.mobile,
    password: DEMO.password,
    device_id: device,
  });
  return String(answer.body['unique_token']);
}

describe('the dashboard as a fresh install answers it', () => {
  it('lists the devices the player signed in from, so a client finds its own; versions and flags are there', async () => {
    const server = await lenient();
    await login(server, 'tablet-7');
    const token = await login(server, 'phone-1');
    const { body } = await post(server, 'api-get-dashboard-data', { unique_token: token });
    expect(
      (body['device_result'] as Body[]).map((d) => [d['device_id'], d['logout_status']]),
    ).toEqual([
      ['phone-1', '0'],
      ['tablet-7', '0'],
    ]);
    expect(body).toMatchObject({
      user_current_version: '1',
      user_minimum_version: '1',
      withdraw_status: 1,
      account_block_status: '1',
      transfer_point_status: '1',
      notice_count: 0,
      notification_count: 0,
    });
    // The referral code names its player.
    const valid = await post(server, 'api-check-refer-valid', {
      referral_code: body['referral_code'],
    });
    expect(valid.body).toMatchObject({ user_name: 'Demo Player', status: true });
    // A wrong password records no device.
    await post(server, 'api-user-login', {
      mobile: DEMO.mobile,
      password: 'nope',
      device_id: 'thief',
    });
    const again = await post(server, 'api-get-dashboard-data', { unique_token: token });
    expect((again.body['device_result'] as Body[]).map((d) => d['device_id'])).not.toContain(
      'thief',
    );
  });

  it('takes a device list and the app versions from the scenario', async () => {
    const base = loadScenario('default');
    const server = await lenient({
      scenario: {
        ...base,
        settings: {
          ...base.settings,
          app_minimum_version: '7',
          player_devices: { [DEMO.mobile]: [{ device_id: 'old-phone', logout_status: '1' }] },
        },
      },
    });
    const token = await login(server, 'phone-1');
    const { body } = await post(server, 'api-get-dashboard-data', { unique_token: token });
    expect(body['user_minimum_version']).toBe('7');
    expect(
      (body['device_result'] as Body[]).map((d) => [d['device_id'], d['logout_status']]),
    ).toEqual([
      ['old-phone', '1'],
      ['phone-1', '0'],
    ]);
  });
});

describe('the server date', () => {
  it("gives the provider's date forms on the mock's clock, the balance only for a known token", async () => {
    const server = await lenient();
    const token = await login(server, 'web');
    const known = await post(server, 'api-get-current-date', { unique_token: token, game_id: '1' });
    expect(known.body).toMatchObject({
      date: 'Sun 22-Nov-2026',
      new_date: '22-Nov-2026',
      wallet_amt: '10000',
      status: true,
    });
    const nobody = await post(server, 'api-get-current-date', { unique_token: 'x', game_id: '1' });
    expect(nobody.body).toMatchObject({ new_date: '22-Nov-2026', status: true });
    expect(nobody.body).not.toHaveProperty('wallet_amt');
  });
});

describe('dates as strtotime reads them', () => {
  it('reads every date form a client sends into the same history, and text it cannot read as 1970', async () => {
    const server = await lenient();
    const token = await login(server, 'web');
    const count = async (from: unknown, to: unknown) =>
      (
        (
          await post(server, 'api-bid-history-data', {
            unique_token: token,
            bid_from: from,
            bid_to: to,
          })
        ).body['bid_data'] as unknown[]
      ).length;
    const reference = await count('11/01/2026', '11/30/2026');
    expect(reference).toBeGreaterThan(0);
    for (const [from, to] of [
      ['01-Nov-2026', '30-Nov-2026'],
      ['01-11-2026', '30-11-2026'],
      ['2026-11-01', '2026-11-30'],
      ['Sun 01-Nov-2026', '30 November 2026'],
      ['1 Nov 2026 10:00:00 AM', 'Nov 30, 2026'],
    ])
      expect(await count(from, to), `${from} .. ${to}`).toBe(reference);
    expect(await count('not a date', 'neither')).toBe(0);
  });

  it("takes a main bid dated today in the provider's own form (d-M-Y)", async () => {
    const server = await lenient();
    const token = await login(server, 'web');
    const gameId = String(
      (
        server.db.prepare("SELECT id FROM markets WHERE name = 'TIME BAZAR'").get() as {
          id: number;
        }
      ).id,
    );
    for (const date of ['22-Nov-2026', '22-11-2026', 'Sun 22-Nov-2026']) {
      const answer = await post(server, 'api-submit-bid', {
        new_result: {
          unique_token: token,
          gameid: gameId,
          Gamename: 'TIME BAZAR',
          pana: 'Single Digit',
          bid_date: date,
          session: 'Open',
          result: [{ session: 'Open', digits: '5', closedigits: '', points: '10' }],
        },
      });
      expect(answer.body, date).toMatchObject({ status: true });
    }
  });
});

describe('PHP notices name only what the call reads', () => {
  it('names, for every call of the list, a property its controller reads without checking', async () => {
    const server = await lenient({ noticeShare: 1 });
    for (const endpoint of PROVIDER_API) {
      if (endpoint.served === 'missing' || endpoint.body !== 'json') continue;
      const unchecked = Object.entries(endpoint.reads)
        .filter(
          ([, read]) =>
            read === 'text' || read === 'number' || read === 'date' || read === 'object',
        )
        .map(([field]) => field.split('.').at(-1));
      // Every field the call reads is sent, so any notice comes from the share.
      const body: Body = {};
      for (const field of Object.keys(endpoint.reads)) if (!field.includes('.')) body[field] = '';
      const { notice, body: answer } = await post(server, endpoint.path, body);
      // An answer that is no JSON object (`null` where the controller sets nothing) has none.
      if (unchecked.length === 0 || answer === undefined)
        expect(notice, endpoint.path).toBeUndefined();
      else {
        const named = /\$(\w+)$/.exec(notice ?? '')?.[1];
        expect(unchecked, `${endpoint.path}: ${notice}`).toContain(named);
      }
    }
  });
});
