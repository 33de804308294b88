import { z } from 'zod/mini';
import { requestSchema, tokenRequestSchema } from '../common';
import { GameRatesSchema, MarketSchema, SliderImageSchema } from '../entities';
import { wireFlagOr, wireList, wireMoney, wireText } from '../wire';
import { lazySchema } from '../lazy-schema';
import { optionalStatus, status } from './shapes';
import type { EndpointRow } from './row';

const GameRatesResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    game_rates: wireList(GameRatesSchema()),
  }),
);

const ApiGetDashboardDataRequestSchema = lazySchema(() => tokenRequestSchema({}));
/**
 * `betting_status` missing means `'0'`. Real providers send the withdrawal limits with the wallet
 * balance instead (docs/decisions/009-lenient-provider-client.md).
 */
const ApiGetDashboardDataResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    wallet_amt: wireMoney,
    betting_status: wireFlagOr('0'),
    result: wireList(MarketSchema()),
    sliderdata: wireList(SliderImageSchema()),
    mobile_1: wireText,
    mobile_no: wireText,
    telegram_no: wireText,
    min_withdrawal: z.optional(wireMoney),
    withdraw_open_time: wireText,
    withdraw_close_time: wireText,
  }),
);

/** Real providers send no `status` here. */
const ApiStarlineGameRequestSchema = lazySchema(() => requestSchema({}));
const ApiStarlineGameResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    result: wireList(MarketSchema()),
    web_starline_chart_url: wireText,
  }),
);

/** No `status` on real providers. */
const ApiGalidisawarGameRequestSchema = lazySchema(() => requestSchema({}));
const ApiGalidisawarGameResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    result: wireList(MarketSchema()),
    web_galidessar_chart_url: wireText,
  }),
);

const ApiGameRatesRequestSchema = lazySchema(() => requestSchema({}));
const ApiGameRatesResponseSchema = GameRatesResponseSchema;
const ApiStarlineGameRatesRequestSchema = lazySchema(() => requestSchema({}));
const ApiStarlineGameRatesResponseSchema = GameRatesResponseSchema;
/** The spec does not show this path; this project uses it. */
const ApiGalidisawarGameRatesRequestSchema = lazySchema(() => requestSchema({}));
const ApiGalidisawarGameRatesResponseSchema = GameRatesResponseSchema;

export const marketEndpoints = {
  apiGetDashboardData: {
    auth: 'token',
    request: ApiGetDashboardDataRequestSchema,
    response: ApiGetDashboardDataResponseSchema,
    blankWhenSignedOut: ['wallet_amt', 'betting_status'],
  },
  apiStarlineGame: {
    auth: 'none',
    request: ApiStarlineGameRequestSchema,
    response: ApiStarlineGameResponseSchema,
  },
  apiGalidisawarGame: {
    auth: 'none',
    request: ApiGalidisawarGameRequestSchema,
    response: ApiGalidisawarGameResponseSchema,
  },
  apiGameRates: {
    auth: 'none',
    request: ApiGameRatesRequestSchema,
    response: ApiGameRatesResponseSchema,
    lists: ['game_rates'],
  },
  apiStarlineGameRates: {
    auth: 'none',
    request: ApiStarlineGameRatesRequestSchema,
    response: ApiStarlineGameRatesResponseSchema,
    lists: ['game_rates'],
  },
  apiGalidisawarGameRates: {
    auth: 'none',
    request: ApiGalidisawarGameRatesRequestSchema,
    response: ApiGalidisawarGameRatesResponseSchema,
    lists: ['game_rates'],
  },
} as const satisfies Readonly<Record<string, EndpointRow>>;
