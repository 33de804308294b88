import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlEndpoints, type ControlEndpointName } from '@matka/shared/contract';
import { createTestServer, istAt, type TestServer } from '../helper';

/**
 * Every refusal of a control body names the field and what it takes (testers read them, and the
 * play scripts print them), and changes nothing. The fields are read from the contract, so a new
 * endpoint or field is covered without a new test.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now: istAt(12) });
});
afterAll(() => server.close());

const names = Object.keys(controlEndpoints) as ControlEndpointName[];

/** The fields of an endpoint's body (none for the two whose body has either of two forms). */
function fieldsOf(name: ControlEndpointName): string[] {
  const request = controlEndpoints[name].request as { shape?: Record<string, unknown> };
  return Object.keys(request.shape ?? {});
}

const withFields = names.flatMap((name) => fieldsOf(name).map((field) => [name, field] as const));

async function refusal(name: ControlEndpointName, body: unknown) {
  const { status, body: answer } = await server.post(`/${controlEndpoints[name].path}`, body);
  expect(status, JSON.stringify(answer)).toBe(400);
  expect(answer['status']).toBe(false);
  return String(answer['msg']);
}

describe('control API refusals', () => {
  it('cover every endpoint with a body', () => {
    expect(withFields.length).toBeGreaterThan(40);
  });

  it.each(withFields)(
    '%s: a %s of the wrong type is named with what it takes',
    async (name, field) => {
      const before = server.snapshot();
      const msg = await refusal(name, { [field]: [] });
      expect(msg).toMatch(new RegExp(`^Invalid request: (.*; )?${field} takes \\S`));
      expect(server.snapshot()).toEqual(before);
    },
  );

  it.each(names)('%s: an unknown field is named', async (name) => {
    const msg = await refusal(name, { no_such_field: 1 });
    expect(msg).toMatch(
      fieldsOf(name).length === 0 && name !== 'clockReset'
        ? /^Invalid request: (.*; )?(the body takes|'no_such_field': no such field)/
        : /^Invalid request: (.*; )?'no_such_field': no such field/,
    );
  });

  it.each(names)('%s: a body that is not an object says so', async (name) => {
    expect(await refusal(name, [1, 2])).toMatch(/^Invalid request: the body takes /);
  });

  it("names only what is wrong: a session in any case is a session, a pana '12' is not a pana", async () => {
    const msg = await refusal('resultMain', { game_id: '1', session: 'OPEN', pana: '12' });
    expect(msg).toBe(
      "Invalid request: pana takes a pana of three digits ('123'), or as the provider writes it ('123-6' open, '6-123' close)",
    );
    expect(await refusal('resultMain', { game_id: '1', pana: '123' })).toBe(
      "Invalid request: session takes 'open' or 'close' (any case)",
    );
    expect(await refusal('resultMain', { game_id: '1', session: 'evening', pana: '123' })).toBe(
      "Invalid request: session takes 'open' or 'close' (any case)",
    );
  });

  it('takes a session, an action, a purpose, a kind in any case', async () => {
    const declared = await server.post('/control/result/main', {
      game_id: '1',
      session: ' Open ',
      pana: '123',
    });
    expect(declared.status, JSON.stringify(declared.body)).toBe(200);
    expect((await server.post('/control/markets', { kind: 'STARLINE' })).status).toBe(200);
    expect((await server.post('/control/money-requests', { which: 'All' })).status).toBe(200);
  });

  it('names what was not found: a player, a market, an OTP', async () => {
    const none = (path: string, body: unknown) =>
      server.post(path, body).then(({ status, body: answer }) => [status, answer['msg']]);
    expect(await none('/control/user', { mobile: '9000000001' })).toEqual([
      404,
      'No player has mobile 9000000001',
    ]);
    expect(await none('/control/market/bids', { game_id: '999' })).toEqual([
      404,
      'No market has game_id 999',
    ]);
    expect(await none('/control/result/gali', { game_id: '1', result: '47' })).toEqual([
      404,
      'No gali market has game_id 1',
    ]);
    expect(await none('/control/otp', { mobile: '9000000001', purpose: 'FORGOT' })).toEqual([
      404,
      'No forgot OTP has been sent to 9000000001',
    ]);
    expect(await none('/control/clock', { ist: 'teatime' })).toEqual([
      400,
      "Invalid request: ist takes 'YYYY-MM-DD HH:mm' or 'hh:mm AM/PM' (IST), not 'teatime'",
    ]);
  });
});
