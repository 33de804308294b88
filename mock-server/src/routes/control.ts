import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import {
  checkCloseResult,
  checkGaliResult,
  checkOpenResult,
  closeResultFromPana,
  minor,
  MINOR_PER_POINT,
  openResultFromPana,
} from '@matka/shared/rules';
import {
  formatClockTime,
  istDateKey,
  istMinutesOfDay,
  istTimeOnDate,
  isDateKey,
  parseClockTime,
} from '@matka/shared/time';
import { providerMessages } from '@matka/shared/messages';
import { controlEndpoints, type ControlEndpointName } from '@matka/shared/contract';
import type { ServerContext } from '../context';
import { formatInsertDate, points } from '../lib/format';
import { Refusal } from '../lib/refusal';
import type { MarketRow } from '../repositories/markets-repository';
import type { StoredResult } from '../services/settlement';
import type { Fault } from '../http/faults';

type ControlBody<N extends ControlEndpointName> = z.output<(typeof controlEndpoints)[N]['request']>;
type ControlAnswer<N extends ControlEndpointName> = z.input<
  (typeof controlEndpoints)[N]['response']
>;

/** '2026-11-22 14:30' (IST, 24-hour) or a time today '02:30 PM'; undefined otherwise. */
export function parseIstInstant(text: string, now: number): number | undefined {
  const full = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (full !== null) {
    const [, day = '', hours = '', minutes = ''] = full;
    return isDateKey(day) ? istTimeOnDate(day, Number(hours) * 60 + Number(minutes)) : undefined;
  }
  const minutes = parseClockTime(text.trim());
  return minutes === undefined ? undefined : istTimeOnDate(istDateKey(now), minutes);
}

function istLabel(ms: number): string {
  return `${istDateKey(ms)} ${formatClockTime(istMinutesOfDay(ms))}`;
}

/** The testers' control API (`POST /control/...`); schemas in shared/src/contract/control.ts. */
export async function controlRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  const { repos, clock } = ctx;

  function control<N extends ControlEndpointName>(
    name: N,
    handler: (body: ControlBody<N>, now: number) => ControlAnswer<N>,
  ): void {
    const endpoint = controlEndpoints[name];
    app.post(`/${endpoint.path}`, async (request, reply) => {
      const parsed = z.safeParse(endpoint.request as z.ZodMiniType, request.body);
      if (!parsed.success) throw new Refusal(400, providerMessages.badRequest);
      return reply.send(handler(parsed.data as ControlBody<N>, clock.now()));
    });
  }

  const marketOf = (gameId: string, kind: MarketRow['kind']): MarketRow => {
    const market = repos.markets.byId(Number(gameId));
    if (market === undefined || market.kind !== kind)
      throw new Refusal(404, providerMessages.unknownGame);
    return market;
  };
  const userOf = (mobile: string) => {
    const user = repos.users.byMobile(mobile);
    if (user === undefined) throw new Refusal(404, providerMessages.userNotFound);
    return user;
  };

  const declare = (market: MarketRow, day: string, next: StoredResult, now: number) => {
    const summary = ctx.settlement.declare(market, day, next, now);
    ctx.markets.invalidate();
    const open =
      market.kind === 'gali'
        ? (next.open ?? '')
        : next.open === null
          ? ''
          : openResultFromPana(next.open);
    const close =
      market.kind === 'gali'
        ? (next.close ?? '')
        : market.kind === 'main' && next.close !== null
          ? closeResultFromPana(next.close)
          : '';
    return {
      status: true as const,
      day,
      open_result: open,
      close_result: close,
      won: summary.won,
      lost: summary.lost,
      paid_minor: summary.paidMinor,
      reversed: summary.reversed,
      reversed_minor: summary.reversedMinor,
    };
  };

  control('resultMain', (body, now) => {
    const market = marketOf(body.game_id, 'main');
    const day = body.day ?? ctx.markets.stateOf(market, now).day;
    const check =
      body.session === 'open' ? checkOpenResult(body.pana) : checkCloseResult(body.pana);
    if (!check.ok) throw new Refusal(422, check.message);
    const prior = repos.markets.result(market.id, day);
    const before: StoredResult = {
      open: prior?.open_value ?? null,
      close: prior?.close_value ?? null,
    };
    if (body.session === 'close' && before.open === null)
      throw new Refusal(409, providerMessages.resultCloseBeforeOpen);
    const next =
      body.session === 'open'
        ? { ...before, open: check.result.pana }
        : { ...before, close: check.result.pana };
    return declare(market, day, next, now);
  });

  control('resultStarline', (body, now) => {
    const market = marketOf(body.game_id, 'starline');
    const check = checkOpenResult(body.pana);
    if (!check.ok) throw new Refusal(422, check.message);
    return declare(
      market,
      body.day ?? istDateKey(now),
      { open: check.result.pana, close: null },
      now,
    );
  });

  control('resultGali', (body, now) => {
    const market = marketOf(body.game_id, 'gali');
    const check = checkGaliResult(body.result);
    if (!check.ok) throw new Refusal(422, check.message);
    return declare(
      market,
      body.day ?? istDateKey(now),
      { open: check.left, close: check.right },
      now,
    );
  });

  control('withdrawal', (body, now) => {
    ctx.wallet.decideWithdrawal(Number(body.request_id), body.action === 'approve', now);
    return { status: true };
  });

  control('fundRequest', (body, now) => {
    ctx.wallet.decideFundRequest(Number(body.request_id), body.action === 'approve', now);
    return { status: true };
  });

  control('userBettingStatus', (body) => {
    repos.users.setBettingStatus(userOf(body.mobile).id, body.betting_status);
    return { status: true };
  });

  control('userWallet', (body, now) => {
    const user = userOf(body.mobile);
    ctx.wallet.setBalance(
      user.id,
      minor(body.wallet_amt * MINOR_PER_POINT),
      body.note ?? 'Wallet adjustment',
      now,
    );
    return { status: true };
  });

  control('user', (body) => {
    const user = userOf(body.mobile);
    return {
      status: true,
      user_id: String(user.id),
      name: user.name,
      mobile: user.mobile,
      betting_status: user.betting_status,
      wallet_amt: points(user.balance_minor),
      balance_minor: user.balance_minor,
      ledger_sum_minor: repos.ledger.sumForUser(user.id),
      ledger_rows: repos.ledger.forUser(user.id, 1_000_000).length,
      pending_bids: repos.bids.pendingCount(user.id),
    };
  });

  control('userFundRequests', (body) => ({
    status: true,
    fund_requests: repos.funds.fundsOf(userOf(body.mobile).id).map((r) => ({
      request_id: String(r.id),
      amount_minor: r.amount_minor,
      status: r.status,
      insert_date: formatInsertDate(r.created_at),
    })),
  }));

  control('userWithdrawals', (body) => ({
    status: true,
    withdrawals: repos.funds.withdrawalsOf(userOf(body.mobile).id).map((w) => ({
      request_id: String(w.id),
      amount_minor: w.amount_minor,
      status: w.status,
      payment_method: w.payment_method,
      insert_date: formatInsertDate(w.created_at),
    })),
  }));

  control('otp', (body) => {
    const otp = repos.auth.otp(body.mobile, body.purpose);
    if (otp === undefined) throw new Refusal(404, providerMessages.notFound);
    return { status: true, otp };
  });

  control('gatewayStatus', (body) => {
    repos.content.putSetting('gateway_status', body.getaway_status);
    return { status: true };
  });

  control('headline', (body) => {
    repos.content.putHeadline(body.id, body.status, body.notes);
    return { status: true };
  });

  control('marketClosed', (body, now) => {
    const market = repos.markets.byId(Number(body.game_id));
    if (market === undefined) throw new Refusal(404, providerMessages.unknownGame);
    const day = ctx.markets.stateOf(market, now).day;
    if (body.closed) repos.markets.closeForDay(market.id, day);
    else repos.markets.reopenForDay(market.id, day);
    ctx.markets.invalidate();
    return { status: true };
  });

  control('clock', (body, now) => {
    const at = parseIstInstant(body.ist, now);
    if (at === undefined) throw new Refusal(400, `${providerMessages.badRequest}: ist`);
    clock.set(at, body.frozen ?? true);
    const current = clock.now();
    return { status: true, now: current, ist: istLabel(current), overridden: clock.overridden };
  });

  control('clockReset', () => {
    clock.reset();
    const current = clock.now();
    return { status: true, now: current, ist: istLabel(current), overridden: clock.overridden };
  });

  control('faults', (body) => {
    const fault: Fault = {
      latencyMs: body.latency_ms ?? 0,
      http500: body.http_500 ?? false,
      malformed: body.malformed ?? false,
      textWrapped: body.text_wrapped ?? false,
      remaining: body.times,
    };
    ctx.faults.set(body.path, fault);
    return { status: true };
  });

  control('faultsClear', (body) => {
    ctx.faults.clear(body.path);
    return { status: true };
  });
}
