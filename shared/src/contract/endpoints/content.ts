import { z } from 'zod/mini';
import { TokenSchema, requestSchema } from '../common';
import {
  BankDetailsSchema,
  HeadlineSchema,
  HowToPlayContentSchema,
  QrDataSchema,
  RulesContentSchema,
  SliderImageSchema,
} from '../entities';
import { wireBoolean, wireFlag, wireList, wireText } from '../wire';
import { lazySchema } from '../lazy-schema';
import { msg, optionalStatus, status } from './shapes';
import type { EndpointRow } from './row';

const ApiGetSocialDataRequestSchema = lazySchema(() => requestSchema({}));
const ApiGetSocialDataResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    mobile_no: wireText,
    mobile_1: wireText,
    telegram_no: wireText,
  }),
);

const ApiGetSliderImagesRequestSchema = lazySchema(() =>
  requestSchema({
    unique_token: z.optional(TokenSchema),
  }),
);
/** The spec does not show this answer; `status` is accepted when present. */
const ApiGetSliderImagesResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    sliderdata: wireList(SliderImageSchema()),
  }),
);

/** The spec's third headline call goes without the app key; ours sends it on every call. */
const ApiGetHeadlineRequestSchema = lazySchema(() =>
  requestSchema({
    ids: z.array(z.literal([1, 2, 3])).check(z.minLength(1), z.maxLength(3)),
  }),
);
const ApiGetHeadlineResponseSchema = lazySchema(() =>
  z.object({ ...status, data: wireList(HeadlineSchema()) }),
);

const ApiHowToPlayRequestSchema = lazySchema(() => requestSchema({}));
const ApiHowToPlayResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    result: z.optional(wireBoolean),
    content: wireList(HowToPlayContentSchema()),
  }),
);

const ApiMoneyDepositWithdrawalRuleRequestSchema = lazySchema(() => requestSchema({}));
const ApiMoneyDepositWithdrawalRuleResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    content: wireList(RulesContentSchema()),
  }),
);

const ApiGetQrPayRequestSchema = lazySchema(() => requestSchema({}));
const ApiGetQrPayResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    qrdata: wireList(QrDataSchema()),
  }),
);

/** Anything else shows no payment option. */
export const GATEWAY_STATUS = { both: '1', upiOnly: '2', qrOnly: '3' } as const;

/** The path is spelled this way by the providers. */
const ApiGetawayStatusRequestSchema = lazySchema(() => requestSchema({}));
const ApiGetawayStatusResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    getaway_status: wireFlag,
  }),
);

const ApiAdminBankDetailsRequestSchema = lazySchema(() => requestSchema({}));
/** The first `bank_details` entry is used. */
const ApiAdminBankDetailsResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    bank_details: wireList(BankDetailsSchema()),
  }),
);

export const contentEndpoints = {
  apiGetSocialData: {
    auth: 'none',
    request: ApiGetSocialDataRequestSchema,
    response: ApiGetSocialDataResponseSchema,
  },
  apiGetSliderImages: {
    auth: 'none',
    request: ApiGetSliderImagesRequestSchema,
    response: ApiGetSliderImagesResponseSchema,
    lists: ['sliderdata'],
  },
  apiGetHeadline: {
    auth: 'none',
    request: ApiGetHeadlineRequestSchema,
    response: ApiGetHeadlineResponseSchema,
    optional: true,
  },
  apiHowToPlay: {
    auth: 'none',
    request: ApiHowToPlayRequestSchema,
    response: ApiHowToPlayResponseSchema,
    lists: ['content'],
  },
  apiMoneyDepositWithdrawalRule: {
    auth: 'none',
    request: ApiMoneyDepositWithdrawalRuleRequestSchema,
    response: ApiMoneyDepositWithdrawalRuleResponseSchema,
    optional: true,
  },
  apiGetQrPay: {
    auth: 'none',
    request: ApiGetQrPayRequestSchema,
    response: ApiGetQrPayResponseSchema,
    optional: true,
  },
  apiGetawayStatus: {
    auth: 'none',
    request: ApiGetawayStatusRequestSchema,
    response: ApiGetawayStatusResponseSchema,
    optional: true,
  },
  apiAdminBankDetails: {
    auth: 'none',
    request: ApiAdminBankDetailsRequestSchema,
    response: ApiAdminBankDetailsResponseSchema,
  },
} as const satisfies Readonly<Record<string, EndpointRow>>;
