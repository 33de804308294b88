import { z } from 'zod/mini';
import { HistoryDateSchema, tokenRequestSchema } from '../common';
import { BidRecordSchema, WinRecordSchema } from '../entities';
import { wireList } from '../wire';
import { lazySchema } from '../lazy-schema';
import { msg, status } from './shapes';
import type { EndpointRow } from './row';

const WinHistoryResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    win_data: wireList(WinRecordSchema()),
  }),
);

const BidHistoryResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    bid_data: wireList(BidRecordSchema()),
  }),
);

const winHistoryRequest = { date_from: HistoryDateSchema, date_to: HistoryDateSchema };
const bidHistoryRequest = { bid_from: HistoryDateSchema, bid_to: HistoryDateSchema };

const ApiBidHistoryDataRequestSchema = lazySchema(() => tokenRequestSchema(bidHistoryRequest));
const ApiBidHistoryDataResponseSchema = BidHistoryResponseSchema;
const ApiWiningHistoryDataRequestSchema = lazySchema(() => tokenRequestSchema(winHistoryRequest));
const ApiWiningHistoryDataResponseSchema = WinHistoryResponseSchema;
const ApiStarlineBidHistoryDataRequestSchema = lazySchema(() =>
  tokenRequestSchema(bidHistoryRequest),
);
const ApiStarlineBidHistoryDataResponseSchema = BidHistoryResponseSchema;
const ApiStarlineWiningHistoryDataRequestSchema = lazySchema(() =>
  tokenRequestSchema(winHistoryRequest),
);
const ApiStarlineWiningHistoryDataResponseSchema = WinHistoryResponseSchema;
const ApiGalidisawarBidHistoryDataRequestSchema = lazySchema(() =>
  tokenRequestSchema(bidHistoryRequest),
);
const ApiGalidisawarBidHistoryDataResponseSchema = BidHistoryResponseSchema;
const ApiGalidisawarWiningHistoryDataRequestSchema = lazySchema(() =>
  tokenRequestSchema(winHistoryRequest),
);
/** The spec's provider lists Gali wins under `bid_data`, real providers under `win_data`. */
const ApiGalidisawarWiningHistoryDataResponseSchema = lazySchema(() =>
  z.pipe(
    z.object({
      ...status,
      ...msg,
      bid_data: wireList(WinRecordSchema()),
      win_data: wireList(WinRecordSchema()),
    }),
    z.transform(({ bid_data, win_data, ...rest }) => ({
      ...rest,
      bid_data: [...bid_data, ...win_data],
    })),
  ),
);

export const historyEndpoints = {
  apiBidHistoryData: {
    auth: 'token',
    request: ApiBidHistoryDataRequestSchema,
    response: ApiBidHistoryDataResponseSchema,
    lists: ['bid_data'],
  },
  apiWiningHistoryData: {
    auth: 'token',
    request: ApiWiningHistoryDataRequestSchema,
    response: ApiWiningHistoryDataResponseSchema,
    lists: ['win_data'],
  },
  apiStarlineBidHistoryData: {
    auth: 'token',
    request: ApiStarlineBidHistoryDataRequestSchema,
    response: ApiStarlineBidHistoryDataResponseSchema,
    lists: ['bid_data'],
  },
  apiStarlineWiningHistoryData: {
    auth: 'token',
    request: ApiStarlineWiningHistoryDataRequestSchema,
    response: ApiStarlineWiningHistoryDataResponseSchema,
    lists: ['win_data'],
  },
  apiGalidisawarBidHistoryData: {
    auth: 'token',
    request: ApiGalidisawarBidHistoryDataRequestSchema,
    response: ApiGalidisawarBidHistoryDataResponseSchema,
    lists: ['bid_data'],
  },
  apiGalidisawarWiningHistoryData: {
    auth: 'token',
    request: ApiGalidisawarWiningHistoryDataRequestSchema,
    response: ApiGalidisawarWiningHistoryDataResponseSchema,
    lists: ['bid_data', 'win_data'],
  },
} as const satisfies Readonly<Record<string, EndpointRow>>;
