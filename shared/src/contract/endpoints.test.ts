import { describe, expect, it } from 'vitest';
import { endpointByPath, endpointNames, endpoints } from './endpoints';
import type { BidType, MarketKind } from '../rules/bid-types';
import type { EndpointName, RequestParams, Response, WireResponse } from './endpoints';

const common = { env_type: 'Prod', app_key: 'app-key' } as const;
const token = { unique_token: 'tok-123' } as const;

interface Case<N extends EndpointName> {
  /** A realistic body without the common fields. */
  readonly request: RequestParams<N>;
  /** Bodies (without the common fields) a correct client never sends. */
  readonly bad: readonly Record<string, unknown>[];
  /** A realistic answer with the provider's quirks. */
  readonly response: WireResponse<N>;
  /** What the client reads from it (compared with toMatchObject). */
  readonly expected: Partial<Response<N>>;
}

type Cases = { readonly [N in EndpointName]: Case<N> };

const market = {
  game_id: 7,
  game_name: 'KALYAN',
  open_time: '03:45 PM',
  close_time: '05:45 PM',
  open_result: '123-6',
  close_result: null,
  msg_status: '1',
  web_chart_url: 'https://charts.example/kalyan',
};
const marketOut = {
  game_id: '7',
  game_name: 'KALYAN',
  open_time: '03:45 PM',
  close_time: '05:45 PM',
  open_result: '123-6',
  close_result: '',
  msg_status: 1,
  web_chart_url: 'https://charts.example/kalyan',
};
const rates = {
  single_digit_val_1: '10',
  single_digit_val_2: '95',
  single_pana_val_1: 10,
  single_pana_val_2: '1400',
};
const ratesOut = {
  single_digit_val_1: 10,
  single_digit_val_2: 95,
  single_pana_val_1: 10,
  single_pana_val_2: 1400,
};
const win = {
  pana: 'Single Digit',
  game_name: 'KALYAN',
  session: 'Open',
  digits: 5,
  closedigits: null,
  wining_date: '22-11-2026',
  amount: '95.00',
};
const winOut = { ...win, digits: '5', closedigits: '', amount: 9500 };
const bid = {
  pana: 'Jodi Digit',
  game_name: 'KALYAN',
  session: 'Close',
  digits: '47',
  closedigits: '',
  bid_date: '22-11-2026',
  points: 10,
};
const bidOut = { ...bid, points: 1000 };
const winDates = { date_from: '11/1/2026', date_to: '11/22/2026' };
const bidDates = { bid_from: '11/1/2026', bid_to: '11/22/2026' };
const badDates = [
  { ...token, date_from: '11/01/2026', date_to: '11/22/2026' },
  { ...token, date_from: '11/1/2026' },
];
const badBidDates = [
  { ...token, bid_from: '2026-11-01', bid_to: '11/22/2026' },
  { ...token, bid_to: '11/22/2026' },
];
const statusMsg = { status: 'true', msg: 'Done' } as const;
const statusMsgOut = { status: true, msg: 'Done' };

function mainNewResult<K extends MarketKind>(kind: K, pana: BidType) {
  const line = (digits: string, points: number) => ({
    digits,
    closedigits: '',
    points,
    session: 'Open' as const,
    pana,
    closepana: '',
  });
  return {
    unique_token: 'tok-123',
    Gamename: 'KALYAN',
    totalbit: 30,
    gameid: '7',
    pana,
    gametype: kind,
    bid_date: '22-November-2026',
    session: 'Open' as const,
    result: [line('5', 10), line('7', 20)],
  };
}

const cases: Cases = {
  apiGetDashboardData: {
    request: token,
    bad: [{}, { unique_token: 42 }],
    response: {
      status: true,
      wallet_amt: '1500.50',
      betting_status: 1,
      result: [market],
      sliderdata: [{ slider_image: 'https://img.example/1.png', image_id: 1 }],
      mobile_1: '9876543210',
      mobile_no: 919876543210,
      min_withdrawal: '500',
      withdraw_open_time: '10:00 AM',
      withdraw_close_time: '06:00 PM',
    },
    expected: {
      status: true,
      wallet_amt: 150_050 as never,
      betting_status: '1',
      result: [marketOut],
      sliderdata: [{ slider_image: 'https://img.example/1.png', image_id: '1' }],
      mobile_1: '9876543210',
      mobile_no: '919876543210',
      telegram_no: '',
      min_withdrawal: 50_000 as never,
      withdraw_open_time: '10:00 AM',
    },
  },
  apiGetSocialData: {
    request: {},
    bad: [{ unique_token: 'x' }],
    response: { mobile_no: '9876543210' },
    expected: { mobile_no: '9876543210', mobile_1: '', telegram_no: '' },
  },
  apiStarlineGameRates: {
    request: {},
    bad: [{ ids: [1] }],
    response: { status: 1, game_rates: [rates] },
    expected: { status: true, game_rates: [ratesOut] },
  },
  apiStarlineGame: {
    request: {},
    bad: [{ game_id: '1' }],
    response: {
      status: 'true',
      result: [market],
      web_starline_chart_url: 'https://charts.example/star',
    },
    expected: {
      status: true,
      result: [marketOut],
      web_starline_chart_url: 'https://charts.example/star',
    },
  },
  apiCheckMobile: {
    request: { mobile: '9876543210' },
    bad: [{}, { mobile: '1234567890' }, { mobile: 9876543210 }],
    response: { status: true, otp: 4821 },
    expected: { status: true, otp: '4821', msg: '' },
  },
  apiUserLogin: {
    request: { mobile: '9876543210', password: 'secret', device_id: 'web' },
    bad: [
      { mobile: '9876543210', password: '', device_id: 'web' },
      { mobile: '9876543210', password: 'secret' },
    ],
    response: { status: 'true', user_name: 'Ravi', unique_token: 'tok-123', mobile: 9876543210 },
    expected: { status: true, user_name: 'Ravi', unique_token: 'tok-123', mobile: '9876543210' },
  },
  apiGetSliderImages: {
    request: {},
    bad: [{ unique_token: '' }],
    response: { status: true },
    expected: { status: true, sliderdata: [] },
  },
  apiGetHeadline: {
    request: { ids: [1] },
    bad: [{ ids: [] }, { ids: [4] }, { ids: ['1'] }, {}],
    response: { status: true, data: [{ status: 1, notes: 'Welcome' }] },
    expected: { status: true, data: [{ status: '1', notes: 'Welcome' }] },
  },
  apiUserRegistration: {
    request: {
      name: 'Ravi',
      email: '',
      password: 'secret',
      mobile: '9876543210',
      security_pin: '1234',
      device_id: null,
    },
    bad: [
      {
        name: 'Ravi',
        email: '',
        password: 'secret',
        mobile: '9876543210',
        security_pin: '1234',
        device_id: 'web',
      },
      {
        name: '',
        email: '',
        password: 'secret',
        mobile: '9876543210',
        security_pin: '1234',
        device_id: null,
      },
      {
        name: 'Ravi',
        email: 'nope',
        password: 'secret',
        mobile: '9876543210',
        security_pin: '1234',
        device_id: null,
      },
    ],
    response: { status: true, user_name: 'Ravi', unique_token: 'tok-123' },
    expected: { status: true, user_name: 'Ravi', unique_token: 'tok-123', mobile: '' },
  },
  apiResendOtp: {
    request: { mobile: '9876543210' },
    bad: [{ mobile: '98765' }],
    response: { otp: '0042' },
    expected: { otp: '0042' },
  },
  apiAddUserUpiDetails: {
    request: {
      ...token,
      upi_type: '2',
      paytm_no: '',
      google_pay_no: '9876543210',
      phon_pay_no: '',
    },
    bad: [
      { ...token, upi_type: '2', paytm_no: '', google_pay_no: '', phon_pay_no: '' },
      {
        ...token,
        upi_type: '2',
        paytm_no: '9876543210',
        google_pay_no: '9876543210',
        phon_pay_no: '',
      },
      { ...token, upi_type: 2, paytm_no: '', google_pay_no: '9876543210', phon_pay_no: '' },
    ],
    response: { status: true, msg: 'Saved' },
    expected: { status: true, msg: 'Saved' },
  },
  apiForgetCheckMobile: {
    request: { mobile: '9876543210' },
    bad: [{ mobile: '' }],
    response: { status: true, message: 'OTP sent', otp: 1234 },
    expected: { status: true, message: 'OTP sent', msg: '', otp: '1234' },
  },
  apiForgotPassword: {
    request: { mobile: '9876543210', new_pass: 'new-secret' },
    bad: [{ mobile: '9876543210' }, { mobile: '9876543210', new_pass: '' }],
    response: statusMsg,
    expected: statusMsgOut,
  },
  apiUserWalletBalance: {
    request: token,
    bad: [{}],
    response: { status: true, wallet_amt: 1000 },
    expected: { status: true, wallet_amt: 100_000 as never },
  },
  apiGetawayStatus: {
    request: {},
    bad: [{ status: '1' }],
    response: { getaway_status: 1 },
    expected: { getaway_status: '1' },
  },
  apiAdminBankDetails: {
    request: {},
    bad: [{ unique_token: 'x' }],
    response: { status: true, bank_details: [{ upi_payment_id: 'pay@upi', bank_name: null }] },
    expected: {
      status: true,
      msg: '',
      bank_details: [
        {
          upi_payment_id: 'pay@upi',
          bank_name: '',
          account_holder_name: '',
          account_number: '',
          ifsc_code: '',
        },
      ],
    },
  },
  apiLastFundRequestDetail: {
    request: token,
    bad: [{ unique_token: null }],
    response: { status: true, msg: 'ok' },
    expected: { status: true, msg: 'ok', min_amt: 0 as never },
  },
  apiFundRequestAdd: {
    request: { ...token, request_amount: 500 },
    bad: [
      { ...token, request_amount: 500.5 },
      { ...token, request_amount: '500' },
      { ...token, request_amount: -1 },
    ],
    response: statusMsg,
    expected: statusMsgOut,
  },
  apiFundRequestHistory: {
    request: token,
    bad: [{ ...token, page: 1 }],
    response: {
      status: true,
      fund_requests: [
        {
          request_id: 3,
          request_amount: '500',
          request_status: 0,
          insert_date: '22-11-2026 10:00 AM',
        },
      ],
    },
    expected: {
      status: true,
      fund_requests: [
        {
          request_id: '3',
          request_amount: 50_000 as never,
          request_status: '0',
          insert_date: '22-11-2026 10:00 AM',
        },
      ],
    },
  },
  apiWiningHistoryData: {
    request: { ...token, ...winDates },
    bad: badDates,
    response: { status: true, win_data: [win] },
    expected: { status: true, win_data: [winOut as never] },
  },
  apiBidHistoryData: {
    request: { ...token, ...bidDates },
    bad: badBidDates,
    response: { status: true, bid_data: [bid] },
    expected: { status: true, bid_data: [bidOut as never] },
  },
  apiStarlineBidHistoryData: {
    request: { ...token, ...bidDates },
    bad: badBidDates,
    response: { status: 'true' },
    expected: { status: true, bid_data: [] },
  },
  apiStarlineWiningHistoryData: {
    request: { ...token, ...winDates },
    bad: badDates,
    response: { status: true, win_data: null },
    expected: { status: true, win_data: [] },
  },
  apiGalidisawarGame: {
    request: {},
    bad: [{ extra: true }],
    response: {
      status: true,
      result: [{ ...market, open_result: '4', close_result: 7 }],
      web_galidessar_chart_url: 'https://charts.example/gali',
    },
    expected: {
      result: [{ ...marketOut, open_result: '4', close_result: '7' }],
      web_galidessar_chart_url: 'https://charts.example/gali',
    },
  },
  apiGalidisawarWiningHistoryData: {
    request: { ...token, ...winDates },
    bad: badDates,
    response: { status: true, bid_data: [win] },
    expected: { status: true, bid_data: [winOut as never] },
  },
  apiUserPaymentMethodList: {
    request: token,
    bad: [{}, { ...token, type: '2' }],
    response: {
      status: true,
      msg: 'Payment Method List',
      result: [{ type: 3, value: '9876543210', name: 'Google Pay' }],
      min_amt: '500',
    },
    expected: {
      status: true,
      result: [{ type: '3', value: '9876543210', name: 'Google Pay' }],
      min_amt: 50_000 as never,
    },
  },
  apiGetAutoDepositList: {
    request: token,
    bad: [{}, { unique_token: 7 }],
    response: {
      status: true,
      msg: 'Success',
      result: [
        {
          id: 4,
          amount: '500',
          tx_request_number: '4',
          payment_method: 'UPI',
          fund_status: 0,
          insert_date: '22-November-2026 10:30 AM',
        },
      ],
    },
    expected: {
      status: true,
      result: [
        {
          id: '4',
          amount: 50_000 as never,
          tx_request_number: '4',
          payment_method: 'UPI',
          fund_status: '0',
          insert_date: '22-November-2026 10:30 AM',
        },
      ],
    },
  },
  apiGalidisawarBidHistoryData: {
    request: { ...token, ...bidDates },
    bad: badBidDates,
    response: { status: true, bid_data: [bid] },
    expected: { status: true, bid_data: [bidOut as never] },
  },
  apiGameRates: {
    request: {},
    bad: [{ game_id: 1 }],
    response: { status: true, game_rates: [rates] },
    expected: { game_rates: [ratesOut] },
  },
  apiGalidisawarGameRates: {
    request: {},
    bad: [{ game_id: 1 }],
    response: { status: true },
    expected: { game_rates: [] },
  },
  apiHowToPlay: {
    request: {},
    bad: [{ unique_token: 5 }],
    response: { result: 'true', content: [{ video_link: 'https://video.example/1' }] },
    expected: {
      result: true,
      content: [{ video_link: 'https://video.example/1', how_to_play_content: '' }],
    },
  },
  apiWalletTransactionHistory: {
    request: token,
    bad: [{ unique_token: '' }],
    response: {
      status: true,
      transaction_history: [
        {
          transaction_id: 91,
          transaction_type: 1,
          transaction_note: 'Win KALYAN',
          amount: '950',
          insert_date: '22-11-2026 06:00 PM',
          amount_status: '1',
        },
      ],
    },
    expected: {
      transaction_history: [
        {
          transaction_id: '91',
          transaction_type: '1',
          transaction_note: 'Win KALYAN',
          amount: 95_000 as never,
          insert_date: '22-11-2026 06:00 PM',
          amount_status: '1',
        },
      ],
    },
  },
  apiUserWithdrawTransactionHistory: {
    request: { ...token, mobile_no: '9876543210' },
    bad: [{ ...token }, { ...token, mobile_no: '98765 43210' }],
    response: {
      status: true,
      withdrawdata: [
        {
          request_number: 'WR-1',
          request_status: 0,
          request_amount: 600,
          insert_date: '22-11-2026',
          payment_receipt: null,
          google_pay_number: '9876543210',
        },
      ],
    },
    expected: {
      withdrawdata: [
        {
          request_number: 'WR-1',
          request_status: '0',
          request_amount: 60_000 as never,
          insert_date: '22-11-2026',
          payment_receipt: '',
          google_pay_number: '9876543210',
          phone_pay_number: '',
          paytm_number: '',
        },
      ],
    },
  },
  apiGetUserPaymentDetails: {
    request: token,
    bad: [{ ...token, mobile: '9876543210' }],
    response: {
      status: true,
      payment_details: [{ google_pay_number: '9876543210', paytm_number: null }],
    },
    expected: {
      payment_details: { google_pay_number: '9876543210', paytm_number: '', phone_pay_number: '' },
    },
  },
  apiUserWithdrawFundRequest: {
    request: { ...token, mobile: '9876543210', request_amount: 500, payment_method: '2' },
    bad: [
      { ...token, mobile: '9876543210', request_amount: 500, payment_method: '1' },
      { ...token, mobile: '9876543210', request_amount: 0, payment_method: '2' },
      { ...token, mobile: '9876543210', request_amount: 500, payment_method: 2 },
    ],
    response: statusMsg,
    expected: statusMsgOut,
  },
  apiSubmitBid: {
    request: { game_id: '7', new_result: mainNewResult('main', 'Single Digit') },
    bad: [
      { game_id: '8', new_result: mainNewResult('main', 'Single Digit') },
      { game_id: '7', new_result: { ...mainNewResult('main', 'Single Digit'), result: [] } },
      {
        game_id: '7',
        new_result: { ...mainNewResult('main', 'Single Digit'), unique_token: undefined },
      },
      { game_id: '7' },
    ],
    response: { status: true, msg: 'Bid placed', wallet_amt: '970' },
    expected: { status: true, msg: 'Bid placed', wallet_amt: 97_000 as never },
  },
  apiStarlineSubmitBid: {
    request: { game_id: '7', new_result: mainNewResult('starline', 'Single Digit') },
    bad: [
      { game_id: '7', new_result: mainNewResult('main', 'Single Digit') },
      {
        game_id: '7',
        new_result: { ...mainNewResult('starline', 'Single Digit'), session: 'Close' },
      },
    ],
    response: { status: 'true' },
    expected: { status: true, msg: '' },
  },
  apiGalidisawarSubmitBid: {
    request: { ...token, game_id: '7', new_result: mainNewResult('gali', 'Left Digit') },
    bad: [
      { game_id: '7', new_result: mainNewResult('gali', 'Left Digit') },
      { ...token, game_id: '7', new_result: mainNewResult('gali', 'Single Digit') },
    ],
    response: { status: 1, msg: 'Bid placed' },
    expected: { status: true, msg: 'Bid placed' },
  },
  apiUserTransferWalletBalance: {
    request: { ...token, amount: 100, mobile_no: '9876543211', transfer_note: '' },
    bad: [
      { ...token, amount: 100, mobile_no: '9876543211' },
      { ...token, amount: 99.5, mobile_no: '9876543211', transfer_note: '' },
      { ...token, amount: 100, mobile_no: '9876543211', transfer_note: 'x'.repeat(3_000_000) },
    ],
    response: statusMsg,
    expected: statusMsgOut,
  },
  apiCheckUserForTransferAmt: {
    request: { ...token, mobile_no: '9876543211' },
    bad: [{ mobile_no: '9876543211' }],
    response: { status: true, user_name: 'Asha' },
    expected: { status: true, user_name: 'Asha', msg: '' },
  },
  apiMoneyDepositWithdrawalRule: {
    request: {},
    bad: [{ ids: [1] }],
    response: { content: [{ withdrawal_rule: 'Line 1\nLine 2', deposit_rule: 'Min 500' }] },
    expected: { content: [{ withdrawal_rule: 'Line 1\nLine 2', deposit_rule: 'Min 500' }] },
  },
  apiChangePassword: {
    request: { ...token, old_pass: 'old', new_pass: 'new' },
    bad: [{ ...token, old_pass: 'old' }],
    response: { status: false, msg: 'Old password is incorrect' },
    expected: { status: false, msg: 'Old password is incorrect' },
  },
  apiProfileUpdate: {
    request: { ...token, user_name: 'Ravi K' },
    bad: [
      { ...token, user_name: '' },
      { ...token, name: 'Ravi' },
    ],
    response: statusMsg,
    expected: statusMsgOut,
  },
  apiGetQrPay: {
    request: {},
    bad: [{ amount: 10 }],
    response: { qrdata: [{ upi_id: 'pay@upi', qr_image: 'https://img.example/qr.png' }] },
    expected: { qrdata: [{ upi_id: 'pay@upi', qr_image: 'https://img.example/qr.png' }] },
  },
};

describe('the endpoint table', () => {
  it('has every endpoint of the spec plus the fund request history, payment-method list and auto-deposit list', () => {
    expect(endpointNames).toHaveLength(44);
    expect(new Set(endpointNames.map((name) => endpoints[name].path)).size).toBe(44);
  });

  it('keys each row by the camelCase of its path', () => {
    for (const name of endpointNames) {
      const camel = endpoints[name].path.replace(/-([a-z])/g, (_match, letter: string) =>
        letter.toUpperCase(),
      );
      expect(camel).toBe(name);
    }
  });

  it('finds an endpoint by path', () => {
    expect(endpointByPath('/api-submit-bid')).toBe('apiSubmitBid');
    expect(endpointByPath('apiGetawayStatus')).toBe('apiGetawayStatus');
    expect(endpointByPath('api-nope')).toBeUndefined();
  });
});

describe.each(endpointNames)('%s', (name) => {
  const endpoint = endpoints[name];
  const example = cases[name] as Case<EndpointName>;
  const body = { ...common, ...example.request };

  it('accepts a realistic request', () => {
    const parsed = endpoint.request.safeParse(body);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toEqual(body);
  });

  it('rejects bodies a correct client never sends', () => {
    expect(example.bad.length).toBeGreaterThan(0);
    for (const bad of example.bad) {
      expect(
        endpoint.request.safeParse({ ...common, ...bad }).success,
        JSON.stringify(bad).slice(0, 200),
      ).toBe(false);
    }
    const { env_type: _env, ...withoutEnv } = body;
    expect(endpoint.request.safeParse(withoutEnv).success).toBe(false);
    expect(endpoint.request.safeParse({ ...body, env_type: 'Dev' }).success).toBe(false);
    expect(endpoint.request.safeParse({ ...body, app_key: '' }).success).toBe(false);
    expect(endpoint.request.safeParse({ ...body, unexpected: 1 }).success).toBe(false);
  });

  it(`requires unique_token exactly when auth is '${endpoint.auth}'`, () => {
    const hasToken = 'unique_token' in example.request || 'new_result' in example.request;
    expect(hasToken).toBe(endpoint.auth === 'token');
    if ('unique_token' in example.request) {
      const { unique_token: _token, ...withoutToken } = body as Record<string, unknown>;
      expect(endpoint.request.safeParse(withoutToken).success).toBe(endpoint.auth === 'none');
    }
  });

  it('normalises a realistic answer and drops unknown fields', () => {
    const parsed = endpoint.response.safeParse({ ...example.response, unknown_field: 'x' });
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toMatchObject(example.expected);
    expect(parsed.data).not.toHaveProperty('unknown_field');
  });

  it('rejects an answer that is not an object', () => {
    expect(endpoint.response.safeParse('OK').success).toBe(false);
    expect(endpoint.response.safeParse(null).success).toBe(false);
  });
});

describe('answers that do not fit', () => {
  it('rejects money that is not a number', () => {
    const schema = endpoints.apiUserWalletBalance.response;
    expect(schema.safeParse({ status: true, wallet_amt: 'lots' }).success).toBe(false);
    expect(schema.safeParse({ status: true }).success).toBe(false);
  });

  it('reads a one-object payment_details and a missing one', () => {
    const schema = endpoints.apiGetUserPaymentDetails.response;
    expect(
      schema.parse({ status: true, payment_details: { paytm_number: 9876543210 } }).payment_details,
    ).toEqual({
      google_pay_number: '',
      paytm_number: '9876543210',
      phone_pay_number: '',
    });
    expect(schema.parse({ status: true }).payment_details.paytm_number).toBe('');
  });

  it('reads betting_status missing as "0"', () => {
    const wire = cases.apiGetDashboardData.response;
    const { betting_status: _flag, ...rest } = wire;
    expect(endpoints.apiGetDashboardData.response.parse(rest).betting_status).toBe('0');
  });
});

// The shapes of the CodeIgniter providers that exist (docs/decisions/009).
describe('answers of real providers', () => {
  it('reads the Gali win history under win_data as bid_data', () => {
    const answer = endpoints.apiGalidisawarWiningHistoryData.response.parse({
      status: true,
      win_data: [win],
    });
    expect(answer.bid_data).toEqual([winOut]);
  });

  it('reads wins whose bid the provider could not join (null game, type and digits)', () => {
    const answer = endpoints.apiWiningHistoryData.response.parse({
      status: true,
      win_data: [{ ...win, pana: null, game_name: null, digits: null }],
    });
    expect(answer.win_data[0]).toMatchObject({ pana: '', game_name: '', digits: '' });
  });

  it('reads deposit requests under fund_req_history with fund_request_id', () => {
    const answer = endpoints.apiFundRequestHistory.response.parse({
      status: true,
      fund_req_history: [
        {
          fund_request_id: 9,
          request_amount: '1500',
          request_status: '2',
          insert_date: '05 Jun 2024',
        },
      ],
    });
    expect(answer.fund_requests).toEqual([
      { request_id: '9', request_amount: 150_000, request_status: '2', insert_date: '05 Jun 2024' },
    ]);
  });

  it('reads Starline and Gali market lists without status', () => {
    const starline = endpoints.apiStarlineGame.response.parse({ result: [market] });
    expect(starline.result).toEqual([marketOut]);
    const gali = endpoints.apiGalidisawarGame.response.parse({ result: [] });
    expect(gali.result).toEqual([]);
  });

  it('reads a dashboard without the minimum withdrawal, which the wallet balance carries', () => {
    const { min_withdrawal: _min, ...dashboard } = cases.apiGetDashboardData.response;
    expect(endpoints.apiGetDashboardData.response.parse(dashboard).min_withdrawal).toBeUndefined();
    const balance = endpoints.apiUserWalletBalance.response.parse({
      status: true,
      wallet_amt: '1000',
      min_withdrawal: '500',
      withdraw_open_time: '09:00 AM',
      withdraw_close_time: '11:00 PM',
    });
    expect(balance).toMatchObject({ min_withdrawal: 50_000, withdraw_open_time: '09:00 AM' });
  });

  it('marks the optional endpoints and the list endpoints', () => {
    const optional = endpointNames.filter((name) => 'optional' in endpoints[name]);
    expect(optional.sort()).toEqual([
      'apiGetAutoDepositList',
      'apiGetHeadline',
      'apiGetQrPay',
      'apiGetawayStatus',
      'apiMoneyDepositWithdrawalRule',
      'apiUserPaymentMethodList',
    ]);
    expect(endpoints.apiBidHistoryData.lists).toEqual(['bid_data']);
    expect(endpoints.apiLastFundRequestDetail.lists).toEqual(['last_req_detail']);
    expect('lists' in endpoints.apiGetDashboardData).toBe(false);
  });
});
