import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractJsonObject } from '@matka/shared/contract';
import { lenientProviderMessages, providerMessages } from '@matka/shared/messages';
import { APP_KEY, common, createTestServer, DEMO, istAt, VIEWER, type TestServer } from '../helper';

/**
 * The provider's multipart calls (`api-fund-payment-slip-upload`, `api-chat-app`): form fields and a
 * file, read as its `$_POST` and `$_FILES`. A slip is kept as metadata (name, type, size, SHA-256)
 * for one of the player's own deposit requests, listed in the control API for testers and named in
 * the player's deposit history; anything else is refused and nothing is written.
 */

type Body = Record<string, unknown>;

/** A multipart body as a browser or an app's HTTP library sends it. */
async function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; bytes: Uint8Array },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file !== undefined)
    form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PNG_SHA256 = createHash('sha256').update(PNG).digest('hex');

describe('lenient profile: multipart uploads', () => {
  let s: TestServer;
  let token: string;
  let otherToken: string;
  let requestId: string;

  const json = async (url: string, body: Body) =>
    extractJsonObject(
      (await s.app.inject({ method: 'POST', url, payload: { ...common(), ...body } })).body,
    ) as Body;
  const upload = async (fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) => {
    const { payload, headers } = await multipart(fields, file);
    const response = await s.app.inject({
      method: 'POST',
      url: '/api-fund-payment-slip-upload',
      payload,
      headers,
    });
    return { status: response.statusCode, body: extractJsonObject(response.body) as Body };
  };
  const slips = async () => (await s.post('/control/payment-slips', {})).body['slips'] as Body[];

  beforeAll(async () => {
    s = await createTestServer({ now: istAt(12), app: { profile: 'lenient', noticeShare: 0 } });
    const login = async (mobile: string) =>
      String(
        (await json('/api-user-login', { mobile, password: DEMO.password, device_id: 'web' }))[
          'unique_token'
        ],
      );
    token = await login(DEMO.mobile);
    otherToken = await login(VIEWER.mobile);
    const added = await json('/api-fund-request-add', {
      unique_token: token,
      request_amount: '500',
    });
    expect(added).toMatchObject({ status: true });
    requestId = String(added['fund_request_id']);
  });
  afterAll(async () => {
    await s.close();
  });

  const form = () => ({
    app_key: ` ${APP_KEY} `,
    env_type: 'Prod',
    unique_token: token,
    fund_request_id: requestId,
  });
  const slip = (name: string, bytes = PNG) => ({
    field: 'payment_slip',
    name,
    type: 'image/png',
    bytes,
  });

  it('refuses what the provider refuses and writes nothing', async () => {
    const refusals = [
      [{ ...form(), app_key: 'wrong' }, slip('slip.png'), lenientProviderMessages.unauthorized],
      [form(), slip('slip.pdf'), lenientProviderMessages.slipFileTypeInvalid],
      [form(), slip('blank.jpg'), lenientProviderMessages.slipFileTypeInvalid],
      [form(), undefined, lenientProviderMessages.slipFileTypeInvalid],
      [
        { ...form(), fund_request_id: '' },
        slip('slip.png'),
        lenientProviderMessages.slipRequestMissing,
      ],
      // Another player's request is not this player's to attach a slip to.
      [
        { ...form(), unique_token: otherToken },
        slip('slip.png'),
        lenientProviderMessages.slipRequestMissing,
      ],
      [{ ...form(), unique_token: 'unknown' }, slip('slip.png'), providerMessages.invalidToken],
      // Beyond the size bound (5 MB) the body is refused before any handler runs.
      [form(), slip('big.png', new Uint8Array(6 * 1024 * 1024)), providerMessages.bodyTooLarge],
    ] as const;
    for (const [fields, file, msg] of refusals) {
      const answer = await upload(fields, file);
      expect([answer.status, answer.body], msg).toEqual([200, { msg, status: false }]);
    }
    expect(await slips()).toEqual([]);
  });

  it("keeps a slip's metadata for the player's request: the console lists it, the history names it", async () => {
    const answer = await upload(form(), slip('slip.png'));
    expect(answer.body).toEqual({
      request_status: '0',
      msg: lenientProviderMessages.slipUploaded,
      status: true,
    });
    expect(await slips()).toEqual([
      expect.objectContaining({
        fund_request_id: requestId,
        mobile: DEMO.mobile,
        file_name: 'slip.png',
        content_type: 'image/png',
        size_bytes: PNG.length,
        sha256: PNG_SHA256,
      }),
    ]);
    const history = await json('/api-fund-request-history', { unique_token: token });
    const row = (history['fund_req_history'] as Body[]).find(
      (r) => r['fund_request_id'] === requestId,
    );
    expect(row?.['fund_payment_receipt']).toBe('uploads/file/slip.png');
  });

  it('reads the chat upload as form fields too', async () => {
    const { payload, headers } = await multipart(
      { app_key: APP_KEY, env_type: 'Prod', unique_token: token, msg: 'hello' },
      { field: 'file', name: 'photo.jpg', type: 'image/jpeg', bytes: PNG },
    );
    const response = await s.app.inject({ method: 'POST', url: '/api-chat-app', payload, headers });
    expect(extractJsonObject(response.body)).toEqual({
      msg: lenientProviderMessages.chatMessageAdded,
      status: true,
    });
  });

  it('reads the body PHP reads: a multipart call sent as JSON sets nothing, a JSON call sent as a form has no app key', async () => {
    const asJson = await s.app.inject({
      method: 'POST',
      url: '/api-fund-payment-slip-upload',
      payload: { ...common(), unique_token: token, fund_request_id: requestId },
    });
    expect([asJson.statusCode, asJson.body]).toEqual([200, 'null']);
    const { payload, headers } = await multipart({ ...form(), game_id: '1' });
    const asForm = await s.app.inject({
      method: 'POST',
      url: '/api-get-current-date',
      payload,
      headers,
    });
    expect(extractJsonObject(asForm.body)).toEqual({
      msg: lenientProviderMessages.unauthorized,
      status: false,
    });
    expect(await slips()).toHaveLength(1);
  });

  it('takes no multipart body in the spec profile', async () => {
    const spec = await createTestServer({ now: istAt(12) });
    try {
      const { payload, headers } = await multipart(form(), slip('slip.png'));
      const response = await spec.app.inject({
        method: 'POST',
        url: '/api-fund-payment-slip-upload',
        payload,
        headers,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await spec.close();
    }
  });
});
