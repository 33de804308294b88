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

/** `api-get-social-data`: support numbers (spec section 3 "Social: mobile_no"). */
const ApiGetSocialDataRequestSchema = lazySchema(() => requestSchema({}));
const ApiGetSocialDataResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    mobile_no: wireText,
    mobile_1: wireText,
    telegram_no: wireText,
  }),
);

/** `api-get-slider-images`: `unique_token` may be absent (spec section 7). */
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

/**
 * `api-get-headline`, body `{ ids: [1] }` etc. The spec's third call goes "without key"; this
 * project's client sends the app key on every call.
 */
const ApiGetHeadlineRequestSchema = lazySchema(() =>
  requestSchema({
    ids: z.array(z.literal([1, 2, 3])).check(z.minLength(1), z.maxLength(3)),
  }),
);
/** `data[0]` is shown when its `status` is `'1'`. */
const ApiGetHeadlineResponseSchema = lazySchema(() =>
  z.object({ ...status, data: wireList(HeadlineSchema()) }),
);

const ApiHowToPlayRequestSchema = lazySchema(() => requestSchema({}));
/** `result` is read as a boolean-like flag; the video is `content[0].video_link`. */
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

/** Gateway status values (spec section 2 "Add Funds"): anything else shows no payment option. */
export const GATEWAY_STATUS = { both: '1', upiOnly: '2', qrOnly: '3' } as const;

/** `apiGetawayStatus` (the path is written this way in the spec). */
const ApiGetawayStatusRequestSchema = lazySchema(() => requestSchema({}));
const ApiGetawayStatusResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    getaway_status: wireFlag,
  }),
);

const ApiAdminBankDetailsRequestSchema = lazySchema(() => requestSchema({}));
/** The first `bank_details` entry is used (spec section 3). */
const ApiAdminBankDetailsResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    bank_details: wireList(BankDetailsSchema()),
  }),
);

/** The rows of the endpoint table (index.ts) for content. */
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
