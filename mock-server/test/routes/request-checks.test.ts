import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, providerMessages } from '@matka/shared/messages';
import { MAX_NAME_LENGTH, validateProfileName, validateRegister } from '@matka/shared/rules';
import { bidBody, marketId } from '../bid-helpers';
import { createTestServer, DEMO, istAt, type TestServer } from '../helper';

/**
 * Checks on what a body carries beyond its shape: the Gali submit's inner token, players' names,
 * and the control API's result forms (the ones the provider itself writes).
 */

let s: TestServer;
let token: string;
let otherToken: string;
beforeAll(async () => {
  s = await createTestServer({ now: istAt(10) });
  token = await s.login();
  await s.call('apiCheckMobile', { mobile: '9000000050' });
  const registered = await s.call('apiUserRegistration', {
    name: 'Second Player',
    email: '',
    password: 'second123',
    mobile: '9000000050',
    security_pin: '1234',
    device_id: null,
  });
  otherToken = String(registered.body['unique_token']);
});
afterAll(async () => {
  await s.close();
});

describe('Gali submit', () => {
  it("refuses an inner unique_token that is not the caller's, changing nothing", async () => {
    const game = marketId(s, 'FARIDABAD', 'gali');
    const body = bidBody(token, 'gali', game, [{ type: 'Left Digit', digits: '4', points: 10 }]);
    const mixed = {
      ...body,
      new_result: { ...(body['new_result'] as object), unique_token: otherToken },
    };
    const before = s.snapshot();
    const answer = await s.call('apiGalidisawarSubmitBid', mixed);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: false,
      msg: `${providerMessages.badRequest}: new_result.unique_token`,
    });
    expect(s.snapshot()).toEqual(before);
    expect((await s.call('apiGalidisawarSubmitBid', body)).status).toBe(200);
  });
});

describe("players' names", () => {
  const refusedNames = [
    ['NUL', 'Demo\u0000Player'],
    ['a control character', 'Demo\u0007Player'],
    ['a newline', 'Demo\nPlayer'],
    ['a right-to-left override', 'Demo \u202Ereyalp'],
    ['a left-to-right isolate', '\u2066Demo\u2069'],
    ['a right-to-left mark', 'Demo\u200F'],
    ['a byte order mark', '\uFEFFDemo'],
    ['a line separator', 'Demo\u2028Player'],
  ] as const;

  it.each(refusedNames)('refuses a profile name with %s, changing nothing', async (_, name) => {
    const before = s.snapshot();
    const answer = await s.call('apiProfileUpdate', { unique_token: token, user_name: name });
    expect(answer).toEqual({
      status: 422,
      body: { status: false, msg: providerMessages.nameNotValid },
    });
    expect(s.snapshot()).toEqual(before);
  });

  it('refuses a registration name with a direction override or control character', async () => {
    for (const name of ['Evil\u202EPlayer', 'Evil\u0000', 'Evil\u001b[31m']) {
      await s.call('apiCheckMobile', { mobile: '9000000060' });
      const before = s.snapshot();
      const answer = await s.call('apiUserRegistration', {
        name,
        email: '',
        password: 'secret123',
        mobile: '9000000060',
        security_pin: '1234',
        device_id: null,
      });
      expect(answer).toEqual({
        status: 422,
        body: { status: false, msg: providerMessages.nameNotValid },
      });
      expect(s.snapshot()).toEqual(before);
    }
  });

  const invisibleNames = [
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['the Hangul filler', '\u3164\u3164'],
    ['Braille blanks', '\u2800\u2800'],
    ['tag characters', '\u{E0041}\u{E0042}\u{E0043}'],
    ['word joiners', '\u2060\u2060'],
    ['joiners and a space', '\u200D \u200C'],
    ['emoji only', '😀😀'],
  ] as const;

  it.each(invisibleNames)(
    'refuses a profile name made of %s, changing nothing',
    async (_, name) => {
      const before = s.snapshot();
      const answer = await s.call('apiProfileUpdate', { unique_token: token, user_name: name });
      expect(answer).toEqual({
        status: 422,
        body: { status: false, msg: providerMessages.nameNeedsLetter },
      });
      expect(s.snapshot()).toEqual(before);
    },
  );

  it('refuses a registration name without a letter that shows, in the words the client shows', async () => {
    await s.call('apiCheckMobile', { mobile: '9000000061' });
    for (const [, name] of invisibleNames) {
      const before = s.snapshot();
      const answer = await s.call('apiUserRegistration', {
        name,
        email: '',
        password: 'secret123',
        mobile: '9000000061',
        security_pin: '1234',
        device_id: null,
      });
      expect(answer.body, name).toEqual({ status: false, msg: providerMessages.nameNeedsLetter });
      expect(s.snapshot()).toEqual(before);
      // The client refuses the same names before sending, with the same catalogue text.
      expect(validateRegister({ username: name, phone: '9000000061', password: 'x' })).toBe(
        messages.nameNeedsLetter,
      );
      expect(validateProfileName(name)).toBe(messages.nameNeedsLetter);
    }
    expect(messages.nameNeedsLetter).toBe(providerMessages.nameNeedsLetter);
  });

  it(`refuses a blank name and one longer than ${MAX_NAME_LENGTH} characters`, async () => {
    const before = s.snapshot();
    const blank = await s.call('apiProfileUpdate', { unique_token: token, user_name: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body['msg']).toBe(providerMessages.nameRequired);
    const long = await s.call('apiProfileUpdate', {
      unique_token: token,
      user_name: 'x'.repeat(MAX_NAME_LENGTH + 1),
    });
    expect(long.status).toBe(422);
    expect(long.body['msg']).toBe(providerMessages.nameTooLong(MAX_NAME_LENGTH));
    expect(s.snapshot()).toEqual(before);
  });

  it('takes names in any script, with their marks and joiners, up to the length', async () => {
    for (const name of [
      'राम कुमार',
      'অমিত দাস',
      'क्‍ष', // a zero-width joiner inside a Devanagari conjunct
      "D'Souza-Pereira Jr.",
      'x'.repeat(MAX_NAME_LENGTH),
      // Counted in characters, not UTF-16 units; a name shows a letter besides its emoji.
      `R${'😀'.repeat(MAX_NAME_LENGTH - 1)}`,
      'ㅎ', // a Hangul letter, unlike the Hangul filler
      '७', // a Devanagari digit
    ]) {
      const answer = await s.call('apiProfileUpdate', { unique_token: token, user_name: name });
      expect(answer.status, name).toBe(200);
      const check = await s.call('apiCheckUserForTransferAmt', {
        unique_token: otherToken,
        mobile_no: DEMO.mobile,
      });
      expect(check.body['user_name']).toBe(name);
    }
  });
});

describe('control API result forms', () => {
  it('takes the forms the provider writes: a bare pana, open 123-6 and close 8-350', async () => {
    const game = marketId(s, 'SRIDEVI', 'main');
    const open = await s.post('/control/result/main', {
      game_id: game,
      session: 'open',
      pana: '123-6',
    });
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body['open_result']).toBe('123-6');
    // Its own answer's form goes back in as it came out.
    const again = await s.post('/control/result/main', {
      game_id: game,
      session: 'open',
      pana: String(open.body['open_result']),
    });
    expect(again.status).toBe(200);
    const close = await s.post('/control/result/main', {
      game_id: game,
      session: 'close',
      pana: '8-350',
    });
    expect(close.status, JSON.stringify(close.body)).toBe(200);
    expect(close.body['close_result']).toBe('8-350');
    const starline = await s.post('/control/result/starline', {
      game_id: marketId(s, '10:00 PM', 'starline'),
      pana: '550-0',
    });
    expect(starline.status, JSON.stringify(starline.body)).toBe(200);
    expect(starline.body['open_result']).toBe('550-0');
  });

  it('refuses a digit that is not the pana\u2019s with a message naming both, changing nothing', async () => {
    const game = marketId(s, 'TIME BAZAR', 'main');
    const before = s.snapshot();
    const answer = await s.post('/control/result/main', {
      game_id: game,
      session: 'open',
      pana: '123-7',
    });
    expect(answer).toEqual({
      status: 422,
      body: { status: false, msg: providerMessages.resultDigitMismatch('123', '7') },
    });
    const closeForm = await s.post('/control/result/main', {
      game_id: game,
      session: 'open',
      pana: '6-123',
    });
    expect(closeForm.status).toBe(422);
    expect(s.snapshot()).toEqual(before);
  });
});
