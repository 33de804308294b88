import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { control } from '../../http/control-route';
import { userByMobile } from './lookups';

/** The operator's side of the wallet: deciding requests and setting a balance. */
export function moneyControls(app: FastifyInstance, ctx: ServerContext): void {
  control(app, ctx, 'withdrawal', (body, now) => {
    ctx.wallet.decideWithdrawal(Number(body.request_id), body.action === 'approve', now);
    return { status: true };
  });

  control(app, ctx, 'fundRequest', (body, now) => {
    ctx.wallet.decideFundRequest(Number(body.request_id), body.action === 'approve', now);
    return { status: true };
  });

  control(app, ctx, 'userWallet', (body, now) => {
    const user = userByMobile(ctx, body.mobile);
    ctx.wallet.setBalance(user.id, body.wallet_amt, body.note ?? 'Wallet adjustment', now);
    return { status: true };
  });
}
