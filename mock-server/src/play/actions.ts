import fs from 'node:fs';
import path from 'node:path';
import { withdrawMethodOfLabel } from '@matka/shared/messages';
import { formatLongDate } from '@matka/shared/time';
import type { BidSpec, DeclareSpec, Step } from './script-schema';
import { ExpectationFailed, type Play } from './play-context';

const points = (minor: number) => String(minor / 100);

type StepOf<A extends Step['action']> = Extract<Step, { action: A }>;

/** The session a main line carries: Jodi always Close, Full Sangam Open (shared `lineSession`); else the script's. */
function mainSession(spec: BidSpec): 'Open' | 'Close' {
  if (spec.type === 'Jodi Digit') return 'Close';
  if (spec.type === 'Full Sangam') return 'Open';
  if (spec.session === undefined)
    throw new ExpectationFailed(`a "session" for ${spec.type} on a main market`, 'none');
  // The script's spelling is any case; the wire's is the spec's.
  return spec.session === 'open' ? 'Open' : 'Close';
}

/** Submits one bid as the player's app does (`new_result`); answers the wallet after it. */
async function bid(play: Play, step: StepOf<'bid'>): Promise<string> {
  const spec = step.value;
  const token = await play.token(step.as, step.password);
  const market = await play.market(spec.market, spec.kind);
  const session = market.kind === 'main' ? mainSession(spec) : 'Open';
  const lines = spec.lines.map((line) => {
    const closedigits = line.closedigits ?? '';
    // closepana mirrors the close pana a Full Sangam or a Half Sangam of session Open carries.
    const carriesClosePana =
      spec.type === 'Full Sangam' || (spec.type === 'Half Sangam' && session === 'Open');
    return {
      digits: line.digits,
      closedigits,
      points: line.points,
      session,
      pana: spec.type,
      closepana: carriesClosePana ? closedigits : '',
    };
  });
  const newResult = {
    unique_token: token,
    Gamename: market.name,
    totalbit: lines.reduce((sum, line) => sum + line.points, 0),
    gameid: market.game_id,
    pana: spec.type,
    gametype: market.kind,
    bid_date: formatLongDate(market.day),
    session,
    result: lines,
  };
  // The contract's request types narrow bid types and sessions per kind; the server checks them.
  const body = { game_id: market.game_id, new_result: newResult } as never;
  const answer =
    market.kind === 'main'
      ? await play.provider.apiSubmitBid(body)
      : market.kind === 'starline'
        ? await play.provider.apiStarlineSubmitBid(body)
        : await play.provider.apiGalidisawarSubmitBid({
            ...(body as object),
            unique_token: token,
          } as never);
  return `${market.name} day ${market.day}${answer.wallet_amt === undefined ? '' : `, wallet ${points(answer.wallet_amt)}`}`;
}

async function declare(play: Play, step: StepOf<'declare'>): Promise<string> {
  const spec: DeclareSpec = step.value;
  const market = await play.market(spec.market, spec.kind);
  const day = spec.days_ago === undefined ? undefined : await play.day(spec.days_ago);
  const dayField = day === undefined ? {} : { day };
  let summary;
  if (market.kind === 'main') {
    if (spec.session === undefined || spec.pana === undefined)
      throw new ExpectationFailed('"session" and "pana" for a main market', 'not both');
    summary = await play.control('resultMain', {
      game_id: market.game_id,
      session: spec.session,
      pana: spec.pana,
      ...dayField,
    });
  } else if (market.kind === 'starline') {
    if (spec.pana === undefined) throw new ExpectationFailed('"pana" for a Starline slot', 'none');
    summary = await play.control('resultStarline', {
      game_id: market.game_id,
      pana: spec.pana,
      ...dayField,
    });
  } else {
    if (spec.jodi === undefined) throw new ExpectationFailed('"jodi" for a Gali game', 'none');
    summary = await play.control('resultGali', {
      game_id: market.game_id,
      result: spec.jodi,
      ...dayField,
    });
  }
  const found = {
    won: summary.won,
    lost: summary.lost,
    paid_points: summary.paid_minor / 100,
    reversed: summary.reversed,
  };
  for (const [key, want] of Object.entries(step.settles ?? {}))
    if (found[key as keyof typeof found] !== want)
      throw new ExpectationFailed(
        `${key} ${String(want)}`,
        `${key} ${String(found[key as keyof typeof found])}`,
      );
  return `day ${summary.day}: won ${summary.won}, lost ${summary.lost}, paid ${points(summary.paid_minor)}${summary.reversed > 0 ? `, reversed ${summary.reversed} (${points(summary.reversed_minor)})` : ''}`;
}

function latestPendingId(
  list: readonly { request_id: string; status: string }[],
  what: string,
): string {
  const pending = list.find((r) => r.status === '0');
  if (pending === undefined) throw new ExpectationFailed(`a pending ${what}`, 'none');
  return pending.request_id;
}

/** Runs one action step; answers what it did, for the step's line. */
export async function runAction(play: Play, step: Step): Promise<string> {
  switch (step.action) {
    case 'reseed': {
      const source =
        typeof step.value === 'string'
          ? { scenario: step.value }
          : {
              file: JSON.parse(
                fs.readFileSync(path.resolve(play.dir, step.value.file), 'utf8'),
              ) as Record<string, unknown>,
            };
      const seeded = await play.control('reseed', source);
      play.forgetSessions();
      return `${seeded.users} players, ${seeded.markets} markets, ${seeded.bids} bids, ${seeded.results} results; clock ${seeded.clock.ist}`;
    }
    case 'clock': {
      const at = typeof step.value === 'string' ? step.value : step.value.at;
      const frozen = typeof step.value === 'string' ? true : (step.value.frozen ?? true);
      return (await play.control('clock', { ist: at, frozen })).ist;
    }
    case 'advance':
      return (
        await play.control(
          'clockAdvance',
          typeof step.value === 'string' ? { to: step.value } : { minutes: step.value.minutes },
        )
      ).ist;
    case 'real_time':
      return (await play.control('clockReset', {})).ist;
    case 'declare':
      return declare(play, step);
    case 'withdrawal': {
      const { withdrawals } = await play.control('userWithdrawals', { mobile: step.value.player });
      const id = latestPendingId(withdrawals, 'withdrawal');
      await play.control('withdrawal', { request_id: id, action: step.value.action });
      return `request ${id}`;
    }
    case 'fund_request': {
      const list = await play.control('userFundRequests', { mobile: step.value.player });
      const id = latestPendingId(list.fund_requests, 'fund request');
      await play.control('fundRequest', { request_id: id, action: step.value.action });
      return `request ${id}`;
    }
    case 'set_wallet':
      await play.control('userWallet', {
        mobile: step.value.player,
        wallet_amt: step.value.points,
      });
      return '';
    case 'betting':
      await play.control('userBettingStatus', {
        mobile: step.value.player,
        betting_status: step.value.enabled ? '1' : '0',
      });
      return '';
    case 'expire_sessions': {
      const { expired } = await play.control('userExpireSessions', { mobile: step.value });
      play.forgetSessions(step.value);
      return `${expired} session(s) ended`;
    }
    case 'market_closed': {
      const market = await play.market(step.value.market, step.value.kind);
      await play.control('marketClosed', { game_id: market.game_id, closed: step.value.closed });
      return '';
    }
    case 'fault':
      await play.control('faults', step.value);
      return '';
    case 'clear_faults':
      await play.control('faultsClear', step.value === true ? {} : { path: step.value });
      return '';
    case 'login': {
      play.forgetSessions(step.as);
      await play.token(step.as, step.password);
      return '';
    }
    case 'bid':
      return bid(play, step);
    case 'withdraw': {
      const unique_token = await play.token(step.as, step.password);
      const answer = await play.provider.apiUserWithdrawFundRequest({
        unique_token,
        mobile: step.as,
        request_amount: step.value.points,
        payment_method: play.withdrawMethods[withdrawMethodOfLabel(step.value.method)],
      });
      return answer.msg;
    }
    case 'deposit': {
      const unique_token = await play.token(step.as, step.password);
      return (
        await play.provider.apiFundRequestAdd({ unique_token, request_amount: step.value.points })
      ).msg;
    }
    case 'transfer': {
      const unique_token = await play.token(step.as, step.password);
      const answer = await play.provider.apiUserTransferWalletBalance({
        unique_token,
        amount: step.value.points,
        mobile_no: step.value.to,
        transfer_note: step.value.note ?? '',
      });
      return answer.msg;
    }
    case 'expect':
      throw new Error('expect is not an action');
  }
}
