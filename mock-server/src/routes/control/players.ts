import type { FastifyInstance } from 'fastify';
import { providerMessages } from '@matka/shared/messages';
import type { ServerContext } from '../../context';
import { control } from '../../http/control-route';
import { formatInsertDate, points } from '../../lib/format';
import { Refusal } from '../../lib/refusal';
import { userByMobile } from './lookups';

/** Reading a player's state (balance against ledger, requests, the latest OTP), betting status, sessions. */
export function playerControls(app: FastifyInstance, ctx: ServerContext): void {
  const { repos } = ctx;

  control(app, ctx, 'userBettingStatus', (body) => {
    repos.users.setBettingStatus(userByMobile(ctx, body.mobile).id, body.betting_status);
    return { status: true };
  });

  control(app, ctx, 'userExpireSessions', (body) => ({
    status: true,
    expired: ctx.sessions.endAll(userByMobile(ctx, body.mobile).id),
  }));

  control(app, ctx, 'user', (body) => {
    const user = userByMobile(ctx, body.mobile);
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

  control(app, ctx, 'userFundRequests', (body) => ({
    status: true,
    fund_requests: repos.funds.fundsOf(userByMobile(ctx, body.mobile).id).map((r) => ({
      request_id: String(r.id),
      amount_minor: r.amount_minor,
      status: r.status,
      insert_date: formatInsertDate(r.created_at),
    })),
  }));

  control(app, ctx, 'userWithdrawals', (body) => ({
    status: true,
    withdrawals: repos.funds.withdrawalsOf(userByMobile(ctx, body.mobile).id).map((w) => ({
      request_id: String(w.id),
      amount_minor: w.amount_minor,
      status: w.status,
      payment_method: w.payment_method,
      insert_date: formatInsertDate(w.created_at),
    })),
  }));

  control(app, ctx, 'otp', (body) => {
    const otp = repos.auth.otp(body.mobile, body.purpose);
    if (otp === undefined)
      throw new Refusal(404, providerMessages.controlNoOtp(body.mobile, body.purpose));
    return { status: true, otp };
  });
}
