import type { FastifyInstance } from 'fastify';
import {
  checkCloseResult,
  checkGaliResult,
  checkOpenResult,
  closeResultFromPana,
  openResultFromPana,
} from '@matka/shared/rules';
import { istDateKey } from '@matka/shared/time';
import { providerMessages } from '@matka/shared/messages';
import type { ServerContext } from '../../context';
import { control } from '../../http/control-route';
import { Refusal } from '../../lib/refusal';
import type { MarketRow } from '../../repositories/markets-repository';
import type { StoredResult } from '../../services/settlement';
import { marketOfKind } from './lookups';

/** The result as the market lists show it: 'pana-digit' and 'digit-pana' for main, digits for Gali. */
function shownResults(kind: MarketRow['kind'], result: StoredResult) {
  if (kind === 'gali') return { open: result.open ?? '', close: result.close ?? '' };
  return {
    open: result.open === null ? '' : openResultFromPana(result.open),
    close: kind === 'main' && result.close !== null ? closeResultFromPana(result.close) : '',
  };
}

/** Declares `next` for the market's day, settles, and answers what the settlement did. */
function declareAndSummarise(
  ctx: ServerContext,
  market: MarketRow,
  day: string,
  next: StoredResult,
  now: number,
) {
  const summary = ctx.settlement.declare(market, day, next, now);
  ctx.markets.invalidate();
  const shown = shownResults(market.kind, next);
  return {
    status: true as const,
    day,
    open_result: shown.open,
    close_result: shown.close,
    won: summary.won,
    lost: summary.lost,
    paid_minor: summary.paidMinor,
    reversed: summary.reversed,
    reversed_minor: summary.reversedMinor,
  };
}

/** The stored result with this session's pana set; a close needs the open first. */
function mainResultWith(
  ctx: ServerContext,
  market: MarketRow,
  day: string,
  session: 'open' | 'close',
  pana: string,
): StoredResult {
  const prior = ctx.repos.markets.result(market.id, day);
  const before: StoredResult = {
    open: prior?.open_value ?? null,
    close: prior?.close_value ?? null,
  };
  if (session === 'close' && before.open === null)
    throw new Refusal(409, providerMessages.resultCloseBeforeOpen);
  return session === 'open' ? { ...before, open: pana } : { ...before, close: pana };
}

/** A declaration writes only keys copied from stored lines (`settlement.declare`). */
const TRUSTED_KEYS = { trustedKeys: true };

/** Declaring (or correcting) main, Starline and Gali results; each settles at once. */
export function resultControls(app: FastifyInstance, ctx: ServerContext): void {
  control(
    app,
    ctx,
    'resultMain',
    (body, now) => {
      const market = marketOfKind(ctx, body.game_id, 'main');
      const day = body.day ?? ctx.markets.stateOf(market, now).day;
      const check =
        body.session === 'open' ? checkOpenResult(body.pana) : checkCloseResult(body.pana);
      if (!check.ok) throw new Refusal(422, check.message);
      const next = mainResultWith(ctx, market, day, body.session, check.result.pana);
      return declareAndSummarise(ctx, market, day, next, now);
    },
    TRUSTED_KEYS,
  );

  control(
    app,
    ctx,
    'resultStarline',
    (body, now) => {
      const market = marketOfKind(ctx, body.game_id, 'starline');
      const check = checkOpenResult(body.pana);
      if (!check.ok) throw new Refusal(422, check.message);
      const day = body.day ?? istDateKey(now);
      return declareAndSummarise(ctx, market, day, { open: check.result.pana, close: null }, now);
    },
    TRUSTED_KEYS,
  );

  control(
    app,
    ctx,
    'resultGali',
    (body, now) => {
      const market = marketOfKind(ctx, body.game_id, 'gali');
      const check = checkGaliResult(body.result);
      if (!check.ok) throw new Refusal(422, check.message);
      const day = body.day ?? istDateKey(now);
      return declareAndSummarise(ctx, market, day, { open: check.left, close: check.right }, now);
    },
    TRUSTED_KEYS,
  );
}
