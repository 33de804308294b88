import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractJsonObject } from '@matka/shared/contract';
import { lenientProviderMessages, providerMessages } from '@matka/shared/messages';
import { istTimeOnDate } from '@matka/shared/time';
import {
  APP_KEY,
  createTestServer,
  DEMO,
  istAt,
  ledgerMismatches,
  type TestServer,
} from '../helper';
import { balanceMinor, marketId } from '../bid-helpers';
import { PHP_NOTICE_HEADER } from '../../src/http/lenient/pages';

/**
 * MOCK_PROFILE=lenient against requests exactly as real clients of these providers send them (the
 * fields balajimatka's Apicontroller.php reads, and the bodies of a public React client of this
 * API family), each answered as that controller answers (docs/lenient-profile.md). Through HTTP
 * against a real SQLite file; the game and the money stay ours (settled by our rules, through our
 * ledger).
 */

/** The day the tests play on (a Sunday), as the clients write it. */
const DAY = '2026-11-22';
const BID_DATE = '22-November-2026';

interface Raw {
  status: number;
  text: string;
  notice: string | undefined;
  body: Record<string, unknown>;
}

const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n'))
      if (line.trim() !== '') logLines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

/** POSTs a body as a real client does: its own fields only, no defaults added. */
async function send(s: TestServer, path: string, body: unknown): Promise<Raw> {
  const response = await s.app.inject({
    method: 'POST',
    url: `/${path}`,
    payload: body as Record<string, unknown>,
  });
  const notice = response.headers[PHP_NOTICE_HEADER];
  return {
    status: response.statusCode,
    text: response.body,
    notice: notice === undefined ? undefined : String(notice),
    body: (extractJsonObject(response.body) ?? {}) as Record<string, unknown>,
  };
}

/** The fields every real client sends first. */
const auth = () => ({ env_type: 'Prod', app_key: APP_KEY });

async function lenientServer(
  options: { scenario?: string; now?: number; noticeShare?: number } = {},
): Promise<TestServer> {
  return createTestServer({
    now: options.now ?? istAt(12),
    ...(options.scenario === undefined ? {} : { scenario: options.scenario }),
    app: {
      profile: 'lenient',
      noticeShare: options.noticeShare ?? 0,
      logger: { level: 'info', stream: logStream },
    },
  });
}

/** Signs in as the React client does: the number, the password, a device id placeholder. */
async function signIn(s: TestServer, mobile: string = DEMO.mobile): Promise<string> {
  const answer = await send(s, 'api-user-login', {
    ...auth(),
    device_id: '{{android_id}}',
    password: DEMO.password,
    mobile,
  });
  expect(answer.body['status'], answer.text).toBe(true);
  return String(answer.body['unique_token']);
}

interface ClientLine {
  digits: string;
  closedigits: string;
  points: string;
  session: string;
}

/**
 * A bid as the React client builds it: the token at the top and inside, the game id at the top and
 * inside, the bid type in the bid-level `pana`, the bid-level session 'Close', no `gametype`; lines
 * of `digits`, `closedigits`, `points` as typed (a string) and the line's session, nothing else.
 */
function clientBid(
  token: string,
  gameId: string,
  gameName: string,
  pana: string,
  lines: ClientLine[],
  bidDate = BID_DATE,
) {
  return {
    ...auth(),
    unique_token: token,
    game_id: gameId,
    new_result: {
      unique_token: token,
      Gamename: gameName,
      totalbit: lines.reduce((sum, line) => sum + Number.parseInt(line.points, 10), 0),
      gameid: gameId,
      pana,
      bid_date: bidDate,
      session: 'Close',
      result: lines,
    },
  };
}

const line = (digits: string, points: string, session: string, closedigits = ''): ClientLine => ({
  digits,
  closedigits,
  points,
  session,
});

type Row = Record<string, unknown>;
const rows = (answer: Raw, key: string): Row[] => (answer.body[key] ?? []) as Row[];

describe('real clients: the issue bid', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await lenientServer();
    token = await signIn(s);
  });
  afterAll(async () => {
    await s.close();
  });

  it('takes a bid with no gametype, no line pana or closepana, points "10", session "close" and a top-level token; debits it and lists it', async () => {
    const start = await balanceMinor(s);
    const kalyan = marketId(s, 'KALYAN', 'main');
    const answer = await send(
      s,
      'api-submit-bid',
      clientBid(token, kalyan, 'KALYAN', 'Single Digit', [line('7', '10', 'close')]),
    );
    expect([answer.status, answer.body]).toEqual([
      200,
      { status: true, msg: providerMessages.bidPlaced },
    ]);
    expect(await balanceMinor(s)).toBe(start - 1000);
    const history = await send(s, 'api-bid-history-data', {
      ...auth(),
      unique_token: token,
      bid_from: '',
      bid_to: '',
    });
    expect(history.body['status']).toBe(true);
    expect(rows(history, 'bid_data')).toContainEqual(
      expect.objectContaining({
        pana: 'Single Digit',
        game_name: 'KALYAN',
        session: 'Close',
        digits: '7',
        points: '10',
      }),
    );
    expect(ledgerMismatches(s.db)).toEqual([]);
  });

  it('settles it by our rules through our ledger: the close digit 7 pays 10 x 95/10', async () => {
    const kalyan = marketId(s, 'KALYAN', 'main');
    const before = await balanceMinor(s);
    s.clock.set(istAt(18, 30));
    expect(
      (await s.post('/control/result/main', { game_id: kalyan, session: 'open', pana: '128' }))
        .status,
    ).toBe(200);
    const close = await s.post('/control/result/main', {
      game_id: kalyan,
      session: 'close',
      pana: '359',
    });
    expect(close.body).toMatchObject({ won: 1, paid_minor: 9500 });
    expect(await balanceMinor(s)).toBe(before + 9500);
    const wins = await send(s, 'api-wining-history-data', {
      ...auth(),
      unique_token: token,
      date_from: '11/22/2026',
      date_to: '11/22/2026',
    });
    expect(rows(wins, 'win_data')).toContainEqual(
      expect.objectContaining({ pana: 'Single Digit', digits: '7', amount: '95' }),
    );
    expect(ledgerMismatches(s.db)).toEqual([]);
  });
});

describe('real clients: every main bid type, as the React client sends it', () => {
  let s: TestServer;
  let token: string;
  let kalyan: string;
  beforeAll(async () => {
    s = await lenientServer();
    token = await signIn(s);
    kalyan = marketId(s, 'KALYAN', 'main');
  });
  afterAll(async () => {
    await s.close();
  });

  const cases: [string, ClientLine[], Row][] = [
    ['Single Digit', [line('3', '10', 'open')], { session: 'Open', digits: '3' }],
    ['Jodi Digit', [line('45', '20', 'close')], { session: 'Close', digits: '45' }],
    ['Single Pana', [line('128', '10', 'open')], { session: 'Open', digits: '128' }],
    ['Double Pana', [line('112', '10', 'close')], { session: 'Close', digits: '112' }],
    ['Triple Pana', [line('777', '10', 'open')], { session: 'Open', digits: '777' }],
    ['Half Sangam', [line('5', '10', 'open', '140')], { digits: '5', closedigits: '140' }],
    // The client sends 'closed' here; our rules place Full Sangam in the Open session.
    ['Full Sangam', [line('128', '10', 'closed', '359')], { session: 'Open', closedigits: '359' }],
  ];

  it.each(cases)('takes %s, debits its points and lists it', async (pana, lines, expected) => {
    const start = await balanceMinor(s);
    const answer = await send(s, 'api-submit-bid', clientBid(token, kalyan, 'KALYAN', pana, lines));
    expect(answer.body, answer.text).toEqual({ status: true, msg: providerMessages.bidPlaced });
    const points = lines.reduce((sum, l) => sum + Number(l.points), 0);
    expect(await balanceMinor(s)).toBe(start - points * 100);
    const history = await send(s, 'api-bid-history-data', {
      ...auth(),
      unique_token: token,
      bid_from: '11/22/2026',
      bid_to: '11/22/2026',
    });
    expect(rows(history, 'bid_data')[0]).toMatchObject({ pana, ...expected });
  });

  it("reads each line's pana under SpDpTpMotors, and the provider's Hindi labels", async () => {
    const start = await balanceMinor(s);
    const motors = clientBid(token, kalyan, 'KALYAN', 'SpDpTpMotors', []);
    const answer = await send(s, 'api-submit-bid', {
      ...motors,
      new_result: {
        ...motors.new_result,
        result: [
          { ...line('123', '10', 'Open'), pana: 'SP Motor' },
          { ...line('223', '10', 'Open'), pana: 'Double Pana' },
        ],
      },
    });
    expect(answer.body, answer.text).toMatchObject({ status: true });
    const hindi = await send(
      s,
      'api-submit-bid',
      clientBid(token, kalyan, 'KALYAN', 'सिंगल पाना', [line('137', '10', 'Close')]),
    );
    expect(hindi.body, hindi.text).toMatchObject({ status: true });
    expect(await balanceMinor(s)).toBe(start - 3000);
    const history = await send(s, 'api-bid-history-data', {
      ...auth(),
      unique_token: token,
      bid_from: '2026-11-22',
      bid_to: '2026-11-22',
    });
    expect(
      rows(history, 'bid_data')
        .slice(0, 3)
        .map((row) => [row['pana'], row['digits']]),
    ).toEqual([
      ['Single Pana', '137'],
      ['Double Pana', '223'],
      ['SP Motor', '123'],
    ]);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });

  it('refuses what the provider refuses, or our rules do, and changes nothing', async () => {
    const before = s.snapshot();
    // The provider refuses a main bid not dated today.
    const backDated = await send(
      s,
      'api-submit-bid',
      clientBid(
        token,
        kalyan,
        'KALYAN',
        'Single Digit',
        [line('3', '10', 'open')],
        '21-November-2026',
      ),
    );
    expect(backDated.body).toEqual({ msg: lenientProviderMessages.backDateBid, status: false });
    // Our rules: a line below the minimum, a number that is no pana, more than the wallet holds.
    for (const lines of [
      [line('3', '5', 'open')],
      [line('912', '10', 'open')],
      [line('3', '99999', 'open')],
    ]) {
      const refused = await send(
        s,
        'api-submit-bid',
        clientBid(
          token,
          kalyan,
          'KALYAN',
          lines[0]?.digits === '912' ? 'Single Pana' : 'Single Digit',
          lines,
        ),
      );
      expect([refused.status, refused.body['status']], refused.text).toEqual([200, false]);
    }
    expect(s.snapshot()).toEqual(before);
  });
});

describe('real clients: Starline and Gali bids', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await lenientServer();
    token = await signIn(s);
  });
  afterAll(async () => {
    await s.close();
  });

  it('takes a Starline bid with empty line sessions and a bid date it does not read', async () => {
    const start = await balanceMinor(s);
    const slot = marketId(s, '04:00 PM', 'starline');
    const answer = await send(
      s,
      'api-starline-submit-bid',
      clientBid(token, slot, '04:00 PM', 'Single Pana', [line('128', '10', '')], 'not a date'),
    );
    expect(answer.body, answer.text).toEqual({ status: true, msg: providerMessages.bidPlaced });
    expect(await balanceMinor(s)).toBe(start - 1000);
    const history = await send(s, 'api-starline-bid-history-data', {
      ...auth(),
      unique_token: token,
      bid_from: '',
      bid_to: '',
    });
    expect(rows(history, 'bid_data')[0]).toMatchObject({
      pana: 'Single Pana',
      session: 'Open',
      digits: '128',
    });
  });

  it('takes a Gali bid at both spellings of its path and lists it at both', async () => {
    const start = await balanceMinor(s);
    const faridabad = marketId(s, 'FARIDABAD', 'gali');
    for (const path of ['api-galidisawar-submit-bid', 'api-galidisswar-submit-bid']) {
      const answer = await send(
        s,
        path,
        clientBid(token, faridabad, 'FARIDABAD', 'Left Digit', [line('4', '10', '')]),
      );
      expect(answer.body, path).toEqual({ status: true, msg: providerMessages.bidPlaced });
    }
    expect(await balanceMinor(s)).toBe(start - 2000);
    for (const path of ['api-galidisawar-bid-history-data', 'api-galidisswar-bid-history-data']) {
      const history = await send(s, path, {
        ...auth(),
        unique_token: token,
        bid_from: '',
        bid_to: '',
      });
      expect(
        rows(history, 'bid_data').filter((row) => row['pana'] === 'Left Digit'),
        path,
      ).toHaveLength(2);
    }
    expect(ledgerMismatches(s.db)).toEqual([]);
  });

  it('refuses, debiting nothing, the bids a public client sends that could never win', async () => {
    const before = s.snapshot();
    const kalyan = marketId(s, 'KALYAN', 'main');
    const slot = marketId(s, '04:00 PM', 'starline');
    const faridabad = marketId(s, 'FARIDABAD', 'gali');
    const cases: [string, ReturnType<typeof clientBid>][] = [
      // Its Full Sangam form takes an open digit, not an open pana.
      [
        'api-submit-bid',
        clientBid(token, kalyan, 'KALYAN', 'Full Sangam', [line('3', '10', 'closed', '120')]),
      ],
      // Its Starline single digit is sent as a Single Pana; its Gali left digit and jodi as panas.
      [
        'api-starline-submit-bid',
        clientBid(token, slot, '04:00 PM', 'Single Pana', [line('5', '10', '')]),
      ],
      [
        'api-galidisawar-submit-bid',
        clientBid(token, faridabad, 'FARIDABAD', 'Single Pana', [line('3', '10', '')]),
      ],
      [
        'api-galidisawar-submit-bid',
        clientBid(token, faridabad, 'FARIDABAD', 'Triple Pana', [line('37', '10', '')]),
      ],
    ];
    const messages: string[] = [];
    for (const [path, bid] of cases) {
      const answer = await send(s, path, bid);
      expect([answer.status, answer.body['status']], answer.text).toEqual([200, false]);
      messages.push(String(answer.body['msg']));
    }
    expect(messages).toEqual([
      providerMessages.bidDigitNotValid('3'),
      providerMessages.bidDigitNotValid('5'),
      providerMessages.bidTypeNotPlayed('Single Pana'),
      providerMessages.bidTypeNotPlayed('Triple Pana'),
    ]);
    expect(s.snapshot()).toEqual(before);
  });
});

describe('real clients: market lists', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await lenientServer();
    token = await signIn(s);
  });
  afterAll(async () => {
    await s.close();
  });

  const seconds = (time: string, day = DAY) => {
    const [clock = '', half = ''] = time.split(' ');
    const [h = 0, m = 0] = clock.split(':').map(Number);
    return Math.floor(istTimeOnDate(day, ((h % 12) + (half === 'PM' ? 12 : 0)) * 60 + m) / 1000);
  };

  it('sends msg_status 1 running and 2 closed, with msg, and close_time_srt and time_srt in unix seconds on the dashboard', async () => {
    const answer = await send(s, 'api-get-dashboard-data', { ...auth(), unique_token: token });
    const byName = new Map(rows(answer, 'result').map((row) => [row['game_name'], row]));
    expect(byName.get('KALYAN')).toMatchObject({
      msg_status: 1,
      msg: lenientProviderMessages.marketRunning,
      time_srt: seconds('04:00 PM'),
      close_time_srt: seconds('06:00 PM'),
    });
    // RAJDHANI NIGHT is closed for the day by the operator.
    expect(byName.get('RAJDHANI NIGHT')).toMatchObject({
      msg_status: 2,
      msg: lenientProviderMessages.marketClosedToday,
    });
    // A night market closes on the next calendar day.
    expect(byName.get('MAIN BAZAR')?.['close_time_srt']).toBe(seconds('12:05 AM', '2026-11-23'));
    s.clock.set(istAt(12, 40));
    const later = await send(s, 'api-get-dashboard-data', { ...auth(), unique_token: token });
    expect(rows(later, 'result').find((row) => row['game_name'] === 'SRIDEVI')).toMatchObject({
      msg_status: 2,
      msg: lenientProviderMessages.marketClosed,
    });
    s.clock.set(istAt(12));
  });

  it('sends close_time_srt (the slot time) on Starline rows, none on Gali rows, and the same Gali list at both spellings', async () => {
    const starline = await send(s, 'api-starline-game', auth());
    const slot = rows(starline, 'result').find((row) => row['game_name'] === '04:00 PM');
    expect(slot).toMatchObject({ msg_status: 1, close_time_srt: seconds('04:00 PM') });
    const closedSlot = rows(starline, 'result').find((row) => row['game_name'] === '10:00 AM');
    expect(closedSlot?.['msg_status']).toBe(2);
    const gali = await send(s, 'api-galidisawar-game', auth());
    const other = await send(s, 'api-galidisswar-game', auth());
    expect(gali.body).toEqual(other.body);
    const desawar = rows(gali, 'result').find((row) => row['game_name'] === 'DESAWAR');
    expect(desawar).toMatchObject({ msg_status: 2, msg: lenientProviderMessages.marketClosed });
    expect(desawar).not.toHaveProperty('close_time_srt');
  });
});

describe('real clients: wallet, funds and accounts', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await lenientServer();
    token = await signIn(s);
  });
  afterAll(async () => {
    await s.close();
  });

  it('lists the deposits at api-get-auto-deposit-list, status true even with none', async () => {
    const none = await send(s, 'api-get-auto-deposit-list', {
      ...auth(),
      unique_token: token,
      mobile_no: DEMO.mobile,
    });
    expect(none.body).toMatchObject({ status: true, msg: 'Success' });
    const before = rows(none, 'result').length;
    const add = await send(s, 'api-fund-request-add', {
      ...auth(),
      unique_token: token,
      request_amount: '500',
    });
    expect(add.body['status'], add.text).toBe(true);
    const list = await send(s, 'api-get-auto-deposit-list', {
      ...auth(),
      unique_token: token,
      mobile_no: DEMO.mobile,
    });
    expect(rows(list, 'result')).toHaveLength(before + 1);
    expect(rows(list, 'result')[0]).toMatchObject({ amount: '500', fund_status: '0' });
  });

  it('answers the payment-method list and the last fund request with an extra mobile_no', async () => {
    for (const path of ['api-user-payment-method-list', 'api-last-fund-request-detail']) {
      const answer = await send(s, path, {
        ...auth(),
        unique_token: token,
        mobile_no: DEMO.mobile,
      });
      expect(answer.status, path).toBe(200);
      expect(answer.body['status'], path).toBe(true);
    }
  });

  it('takes a withdrawal with a string amount, a numeric method and the mobile it does not read', async () => {
    const start = await balanceMinor(s);
    const answer = await send(s, 'api-user-withdraw-fund-request', {
      ...auth(),
      unique_token: token,
      mobile: '12345',
      request_amount: '500',
      payment_method: 3,
    });
    expect(answer.body, answer.text).toMatchObject({ status: true });
    expect(await balanceMinor(s)).toBe(start - 50_000);
  });

  it('transfers a string amount with an empty note, and checks the receiver', async () => {
    const check = await send(s, 'api-check-user-for-transfer-amt', {
      ...auth(),
      unique_token: token,
      mobile_no: '9123456780',
    });
    expect(check.body['status'], check.text).toBe(true);
    const start = await balanceMinor(s);
    const transfer = await send(s, 'api-user-transfer-wallet-balance', {
      ...auth(),
      unique_token: token,
      amount: '100',
      mobile_no: '9123456780',
      transfer_note: '',
    });
    expect(transfer.body, transfer.text).toMatchObject({ status: true });
    expect(await balanceMinor(s)).toBe(start - 10_000);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });

  it('saves a UPI number named by a numeric upi_type, the other numbers sent but not kept', async () => {
    const answer = await send(s, 'api-add-user-upi-details', {
      ...auth(),
      unique_token: token,
      mobile_no: DEMO.mobile,
      upi_type: 3,
      paytm_no: '9000000001',
      google_pay_no: '9000000002',
      phon_pay_no: '9000000003',
    });
    expect(answer.body, answer.text).toMatchObject({ status: true });
    const list = await send(s, 'api-user-payment-method-list', { ...auth(), unique_token: token });
    expect(rows(list, 'result')).toContainEqual({ type: 4, value: '9000000003', name: 'PhonePe' });
    expect(rows(list, 'result')).not.toContainEqual(
      expect.objectContaining({ value: '9000000001' }),
    );
    const bad = await send(s, 'api-add-user-upi-details', {
      ...auth(),
      unique_token: token,
      upi_type: 5,
      paytm_no: '',
      google_pay_no: '',
      phon_pay_no: '',
    });
    expect(bad.body).toEqual({ msg: lenientProviderMessages.upiTypeNotValid, status: false });
  });

  it('registers as the React client does: any email text, its own pin, a null device id', async () => {
    const mobile = '9000000077';
    const check = await send(s, 'api-check-mobile', { ...auth(), mobile });
    expect(check.body['status']).toBe('true');
    const answer = await send(s, 'api-user-registration', {
      ...auth(),
      name: 'New Player',
      email: 'email',
      password: 'secret-1',
      mobile,
      security_pin: '123456',
      device_id: null,
    });
    expect(answer.body, answer.text).toMatchObject({ status: true, user_name: 'New Player' });
    const login = await send(s, 'api-user-login', {
      ...auth(),
      device_id: '{{android_id}}',
      password: 'secret-1',
      mobile: Number(mobile),
    });
    expect(login.body['status'], login.text).toBe(true);
  });

  it('refuses a missing or wrong app key, or an env_type other than Prod, as UnAuthorized request', async () => {
    for (const body of [
      { env_type: 'Prod', unique_token: token },
      { env_type: 'Prod', app_key: 'nope', unique_token: token },
      { env_type: 'Dev', app_key: APP_KEY, unique_token: token },
    ]) {
      const answer = await send(s, 'api-get-dashboard-data', body);
      expect([answer.status, answer.body]).toEqual([
        200,
        { msg: lenientProviderMessages.unauthorized, status: false },
      ]);
    }
  });
});

describe('real clients: PHP notices', () => {
  it('prints one for a property the provider reads and the request lacks, names it in a header and a log line, and none for the ones it reads with isset', async () => {
    const s = await lenientServer({ noticeShare: 0.001 });
    try {
      logLines.length = 0;
      const login = await send(s, 'api-user-login', {
        ...auth(),
        mobile: DEMO.mobile,
        password: DEMO.password,
      });
      expect(login.text).toMatch(
        /^\s*<div[^]*Undefined property: stdClass::\$device_id[^]*<\/div>\{/,
      );
      expect(login.notice).toBe('Undefined property: stdClass::$device_id');
      expect(login.body['status']).toBe(true);
      expect(logLines).toContainEqual(
        expect.objectContaining({
          msg: 'PHP notice printed',
          notice: 'Undefined property: stdClass::$device_id',
        }),
      );
      const token = String(login.body['unique_token']);
      // `player_id` is read with isset: no notice.
      const dashboard = await send(s, 'api-get-dashboard-data', { ...auth(), unique_token: token });
      expect([dashboard.notice, dashboard.text.startsWith('{')]).toEqual([undefined, true]);
      // A line without `closedigits`: the notice names the property; the bid is still taken.
      const bid = clientBid(token, marketId(s, 'KALYAN', 'main'), 'KALYAN', 'Single Digit', []);
      const taken = await send(s, 'api-submit-bid', {
        ...bid,
        new_result: { ...bid.new_result, result: [{ digits: '2', points: '10', session: 'open' }] },
      });
      expect(taken.notice).toBe('Undefined property: stdClass::$closedigits');
      expect(taken.body['status'], taken.text).toBe(true);
    } finally {
      await s.close();
    }
  });

  it('turns off per run through the control API (share 0), and back on', async () => {
    const s = await lenientServer({ noticeShare: 1 });
    try {
      expect((await s.post('/control/php-notices', {})).body).toEqual({ status: true, share: 1 });
      const wallet = { ...auth(), unique_token: 'x' };
      expect((await send(s, 'api-user-wallet-balance', wallet)).notice).toBeDefined();
      expect((await s.post('/control/php-notices', { share: 0 })).body).toEqual({
        status: true,
        share: 0,
      });
      const quiet = await send(s, 'api-user-login', {
        ...auth(),
        mobile: DEMO.mobile,
        password: DEMO.password,
      });
      expect([quiet.notice, quiet.text.startsWith('{')]).toEqual([undefined, true]);
      await s.post('/control/php-notices', { share: 1 });
      expect((await send(s, 'api-user-wallet-balance', wallet)).notice).toMatch(
        /Undefined property/,
      );
    } finally {
      await s.close();
    }
  });
});
