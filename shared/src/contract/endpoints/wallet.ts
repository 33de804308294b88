import { z } from 'zod/mini';
import {
  NoteSchema,
  OptionalPhoneSchema,
  PhoneSchema,
  PointsSchema,
  WithdrawMethodSchema,
  tokenRequestSchema,
} from '../common';
import {
  AutoDepositSchema,
  FundRequestHistoryRowSchema,
  FundRequestSchema,
  PaymentDetailsSchema,
  PaymentMethodSchema,
  WalletTransactionSchema,
  WithdrawRequestSchema,
} from '../entities';
import { wireList, wireMoney, wireString, wireText } from '../wire';
import { lazySchema } from '../lazy-schema';
import { msg, status, StatusMessageResponseSchema } from './shapes';
import type { EndpointRow } from './row';

const ApiUserWalletBalanceRequestSchema = lazySchema(() => tokenRequestSchema({}));
/**
 * Real providers send the minimum withdrawal and the withdraw window here, not on the dashboard
 * (docs/decisions/009-lenient-provider-client.md).
 */
const ApiUserWalletBalanceResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    wallet_amt: wireMoney,
    min_withdrawal: z.optional(wireMoney),
    withdraw_open_time: wireText,
    withdraw_close_time: wireText,
  }),
);

const ApiLastFundRequestDetailRequestSchema = lazySchema(() => tokenRequestSchema({}));
/** `min_amt` missing means 0. */
const ApiLastFundRequestDetailResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    min_amt: z.prefault(wireMoney, 0),
  }),
);

const ApiFundRequestAddRequestSchema = lazySchema(() =>
  tokenRequestSchema({ request_amount: PointsSchema }),
);
const ApiFundRequestAddResponseSchema = StatusMessageResponseSchema;

/**
 * Ours: the spec shows the Add Fund History screen but not its call. Real providers list under
 * `fund_req_history`; both read as `fund_requests`.
 */
const ApiFundRequestHistoryRequestSchema = lazySchema(() => tokenRequestSchema({}));
const ApiFundRequestHistoryResponseSchema = lazySchema(() =>
  z.pipe(
    z.object({
      ...status,
      ...msg,
      fund_requests: wireList(FundRequestSchema()),
      fund_req_history: wireList(FundRequestHistoryRowSchema()),
    }),
    z.transform(({ fund_requests, fund_req_history, ...rest }) => ({
      ...rest,
      fund_requests: [...fund_requests, ...fund_req_history],
    })),
  ),
);

const ApiWalletTransactionHistoryRequestSchema = lazySchema(() => tokenRequestSchema({}));
const ApiWalletTransactionHistoryResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    transaction_history: wireList(WalletTransactionSchema()),
  }),
);

const ApiUserWithdrawTransactionHistoryRequestSchema = lazySchema(() =>
  tokenRequestSchema({
    mobile_no: PhoneSchema,
  }),
);
const ApiUserWithdrawTransactionHistoryResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    withdrawdata: wireList(WithdrawRequestSchema()),
  }),
);

const ApiGetUserPaymentDetailsRequestSchema = lazySchema(() => tokenRequestSchema({}));
/** An object or a one-item list; both become one object. */
const ApiGetUserPaymentDetailsResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    payment_details: z.pipe(
      z.optional(z.nullable(z.union([PaymentDetailsSchema(), z.array(PaymentDetailsSchema())]))),
      z.transform((value) =>
        Array.isArray(value)
          ? (value[0] ?? { google_pay_number: '', paytm_number: '', phone_pay_number: '' })
          : (value ?? { google_pay_number: '', paytm_number: '', phone_pay_number: '' }),
      ),
    ),
  }),
);

export const UPI_TYPE = { paytm: '1', googlePay: '2', phonePe: '3' } as const;

/** The field `upi_type` names carries the number; the other two are `''`. */
const ApiAddUserUpiDetailsRequestSchema = lazySchema(() =>
  tokenRequestSchema({
    upi_type: z.enum(['1', '2', '3']),
    paytm_no: OptionalPhoneSchema(),
    google_pay_no: OptionalPhoneSchema(),
    phon_pay_no: OptionalPhoneSchema(),
  }).check(
    z.refine((body) => {
      const filled = { '1': body.paytm_no, '2': body.google_pay_no, '3': body.phon_pay_no };
      const others = Object.entries(filled).filter(([type]) => type !== body.upi_type);
      return filled[body.upi_type] !== '' && others.every(([, number]) => number === '');
    }, 'Exactly the number named by upi_type must be filled'),
  ),
);
const ApiAddUserUpiDetailsResponseSchema = StatusMessageResponseSchema;

const ApiUserWithdrawFundRequestRequestSchema = lazySchema(() =>
  tokenRequestSchema({
    mobile: PhoneSchema,
    request_amount: PointsSchema,
    payment_method: WithdrawMethodSchema,
  }),
);
const ApiUserWithdrawFundRequestResponseSchema = StatusMessageResponseSchema;

/**
 * Real providers' (docs/decisions/009-lenient-provider-client.md), called only when config.json
 * names its path. `min_amt` here is unused: it holds the maximum when the list is empty.
 */
const ApiUserPaymentMethodListRequestSchema = lazySchema(() => tokenRequestSchema({}));
const ApiUserPaymentMethodListResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    result: wireList(PaymentMethodSchema()),
    min_amt: z.optional(wireMoney),
  }),
);

/** Real providers' (docs/lenient-profile.md); the client does not call it. */
const ApiGetAutoDepositListRequestSchema = lazySchema(() => tokenRequestSchema({}));
const ApiGetAutoDepositListResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    result: wireList(AutoDepositSchema()),
  }),
);

const ApiUserTransferWalletBalanceRequestSchema = lazySchema(() =>
  tokenRequestSchema({
    amount: PointsSchema,
    mobile_no: PhoneSchema,
    transfer_note: NoteSchema,
  }),
);
const ApiUserTransferWalletBalanceResponseSchema = StatusMessageResponseSchema;

const ApiCheckUserForTransferAmtRequestSchema = lazySchema(() =>
  tokenRequestSchema({
    mobile_no: PhoneSchema,
  }),
);
const ApiCheckUserForTransferAmtResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    user_name: wireString,
  }),
);

export const walletEndpoints = {
  apiUserWalletBalance: {
    auth: 'token',
    request: ApiUserWalletBalanceRequestSchema,
    response: ApiUserWalletBalanceResponseSchema,
    blankWhenSignedOut: ['wallet_amt'],
  },
  apiLastFundRequestDetail: {
    auth: 'token',
    request: ApiLastFundRequestDetailRequestSchema,
    response: ApiLastFundRequestDetailResponseSchema,
    lists: ['last_req_detail'],
  },
  apiFundRequestAdd: {
    auth: 'token',
    request: ApiFundRequestAddRequestSchema,
    response: ApiFundRequestAddResponseSchema,
  },
  apiFundRequestHistory: {
    auth: 'token',
    request: ApiFundRequestHistoryRequestSchema,
    response: ApiFundRequestHistoryResponseSchema,
    lists: ['fund_requests', 'fund_req_history'],
  },
  apiWalletTransactionHistory: {
    auth: 'token',
    request: ApiWalletTransactionHistoryRequestSchema,
    response: ApiWalletTransactionHistoryResponseSchema,
    lists: ['transaction_history'],
  },
  apiUserWithdrawTransactionHistory: {
    auth: 'token',
    request: ApiUserWithdrawTransactionHistoryRequestSchema,
    response: ApiUserWithdrawTransactionHistoryResponseSchema,
    lists: ['withdrawdata'],
  },
  apiGetUserPaymentDetails: {
    auth: 'token',
    request: ApiGetUserPaymentDetailsRequestSchema,
    response: ApiGetUserPaymentDetailsResponseSchema,
    lists: ['payment_details'],
  },
  apiAddUserUpiDetails: {
    auth: 'token',
    request: ApiAddUserUpiDetailsRequestSchema,
    response: ApiAddUserUpiDetailsResponseSchema,
  },
  apiUserWithdrawFundRequest: {
    auth: 'token',
    request: ApiUserWithdrawFundRequestRequestSchema,
    response: ApiUserWithdrawFundRequestResponseSchema,
  },
  apiUserPaymentMethodList: {
    auth: 'token',
    request: ApiUserPaymentMethodListRequestSchema,
    response: ApiUserPaymentMethodListResponseSchema,
    optional: true,
    lists: ['result'],
  },
  apiGetAutoDepositList: {
    auth: 'token',
    request: ApiGetAutoDepositListRequestSchema,
    response: ApiGetAutoDepositListResponseSchema,
    optional: true,
    lists: ['result'],
  },
  apiUserTransferWalletBalance: {
    auth: 'token',
    request: ApiUserTransferWalletBalanceRequestSchema,
    response: ApiUserTransferWalletBalanceResponseSchema,
  },
  apiCheckUserForTransferAmt: {
    auth: 'token',
    request: ApiCheckUserForTransferAmtRequestSchema,
    response: ApiCheckUserForTransferAmtResponseSchema,
  },
} as const satisfies Readonly<Record<string, EndpointRow>>;
