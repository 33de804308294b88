import type { FastifyInstance } from 'fastify';
import {
  AMOUNT_STATUS,
  AUTO_DEPOSIT_STATUS,
  PAYMENT_METHOD,
  WITHDRAW_REQUEST_STATUS,
} from '@matka/shared/contract';
import { providerMessages, withdrawMethodLabels } from '@matka/shared/messages';
import type { ServerContext } from '../context';
import { provide, Write } from '../http/provider-route';
import type { AbuseLimits } from '../http/abuse-limits';
import { formatInsertDate, points } from '../lib/format';
import { refuseUnlessBetting } from '../lib/refusal';
import type { PassbookRow } from '../repositories/ledger-repository';

/**
 * A passbook line's `amount_status` from the state of its withdrawal or fund request (both use the
 * withdraw request codes): a withdrawal's debit stays pending until it is paid out, and a cancelled
 * request's debit and refund show cancelled. A row of no request (bid, win, transfer) is done.
 */
function amountStatus(row: PassbookRow): string {
  switch (row.request_status) {
    case WITHDRAW_REQUEST_STATUS.pending:
      return AMOUNT_STATUS.pending;
    case WITHDRAW_REQUEST_STATUS.cancelled:
      return AMOUNT_STATUS.cancelled;
    default:
      return AMOUNT_STATUS.approved;
  }
}

/** How every deposit request of this mock was paid (UPI PAY or QR PAY, both UPI). */
const UPI_DEPOSIT_METHOD = 'UPI';

/** A deposit request's state (`'0'` pending, `'1'` rejected, `'2'` approved) as an auto deposit's. */
const AUTO_DEPOSIT_OF_FUND_STATUS = {
  '0': AUTO_DEPOSIT_STATUS.pending,
  '1': AUTO_DEPOSIT_STATUS.rejected,
  '2': AUTO_DEPOSIT_STATUS.approved,
} as const;

/** Balance, passbook, fund and withdraw requests, transfers, saved withdraw numbers. */
export async function walletRoutes(
  app: FastifyInstance,
  { ctx, limits }: { ctx: ServerContext; limits: AbuseLimits },
): Promise<void> {
  const { repos, wallet } = ctx;

  provide(app, ctx, 'apiUserWalletBalance', ({ user }) => ({
    status: true,
    msg: '',
    wallet_amt: points(repos.users.balanceOf(user.id)),
  }));

  provide(app, ctx, 'apiLastFundRequestDetail', () => ({
    status: true,
    msg: '',
    min_amt: ctx.settings().min_deposit,
  }));

  provide(
    app,
    ctx,
    'apiFundRequestAdd',
    ({ body, user, now }) =>
      new Write(() => {
        wallet.addFundRequest(user, body.request_amount, now);
        return { status: true, msg: providerMessages.fundRequestAdded };
      }),
  );

  provide(app, ctx, 'apiFundRequestHistory', ({ user }) => ({
    status: true,
    msg: '',
    fund_requests: repos.funds.fundsOf(user.id).map((r) => ({
      request_id: String(r.id),
      request_amount: points(r.amount_minor),
      request_status: r.status,
      insert_date: formatInsertDate(r.created_at),
    })),
  }));

  // Real providers' list of a player's deposits (docs/lenient-profile.md): here the deposit
  // requests, which are this mock's only deposits, with that list's status codes.
  provide(app, ctx, 'apiGetAutoDepositList', ({ user }) => ({
    status: true,
    msg: '',
    result: repos.funds.fundsOf(user.id).map((r) => ({
      id: String(r.id),
      amount: points(r.amount_minor),
      tx_request_number: String(r.id),
      payment_method: UPI_DEPOSIT_METHOD,
      fund_status: AUTO_DEPOSIT_OF_FUND_STATUS[r.status],
      insert_date: formatInsertDate(r.created_at),
    })),
  }));

  // The passbook is the ledger itself (docs/game-rules.md#money), newest first.
  provide(app, ctx, 'apiWalletTransactionHistory', ({ user }) => ({
    status: true,
    msg: '',
    transaction_history: repos.ledger.passbookOf(user.id, 500).map((row) => ({
      transaction_id: String(row.id),
      transaction_type: row.amount_minor > 0 ? '1' : '2',
      transaction_note: row.note,
      amount: points(Math.abs(row.amount_minor)),
      insert_date: formatInsertDate(row.created_at),
      amount_status: amountStatus(row),
    })),
  }));

  provide(app, ctx, 'apiUserWithdrawTransactionHistory', ({ user }) => ({
    status: true,
    msg: '',
    withdrawdata: repos.funds.withdrawalsOf(user.id).map((w) => ({
      request_number: String(w.id),
      request_status: w.status,
      request_amount: points(w.amount_minor),
      insert_date: formatInsertDate(w.created_at),
      payment_receipt: w.payment_receipt,
      google_pay_number: w.google_pay_no,
      phone_pay_number: w.phon_pay_no,
      paytm_number: w.paytm_no,
    })),
  }));

  provide(app, ctx, 'apiGetUserPaymentDetails', ({ user }) => ({
    status: true,
    msg: '',
    payment_details: {
      google_pay_number: user.google_pay_no,
      paytm_number: user.paytm_no,
      phone_pay_number: user.phon_pay_no,
    },
  }));

  // The saved numbers a withdrawal can go to, with the spec's method codes; real
  // providers have this call (docs/decisions/009).
  provide(app, ctx, 'apiUserPaymentMethodList', ({ user }) => {
    const saved = [
      { method: 'googlePay', number: user.google_pay_no },
      { method: 'paytm', number: user.paytm_no },
      { method: 'phonePe', number: user.phon_pay_no },
    ] as const;
    return {
      status: true,
      msg: '',
      result: saved
        .filter(({ number }) => number !== '')
        .map(({ method, number }) => ({
          type: PAYMENT_METHOD[method],
          value: number,
          name: withdrawMethodLabels[method],
        })),
      min_amt: ctx.settings().min_withdrawal,
    };
  });

  // One number per call: the method named by upi_type is replaced, the others kept.
  provide(app, ctx, 'apiAddUserUpiDetails', ({ body, user }) => {
    refuseUnlessBetting(user);
    return new Write(() => {
      // The other numbers as stored now, not as this request's session read them.
      const stored = repos.users.byId(user.id) ?? user;
      repos.users.setUpi(user.id, {
        paytm_no: body.upi_type === '1' ? body.paytm_no : stored.paytm_no,
        google_pay_no: body.upi_type === '2' ? body.google_pay_no : stored.google_pay_no,
        phon_pay_no: body.upi_type === '3' ? body.phon_pay_no : stored.phon_pay_no,
      });
      return { status: true, msg: providerMessages.upiDetailsSaved };
    });
  });

  provide(
    app,
    ctx,
    'apiUserWithdrawFundRequest',
    ({ body, user, now }) =>
      new Write(() => {
        wallet.requestWithdrawal(user, body.request_amount, body.payment_method, now);
        return { status: true, msg: providerMessages.withdrawRequestSent };
      }),
  );

  // Answers a name for a phone number: limited, so it is no directory of players' names.
  provide(
    app,
    ctx,
    'apiCheckUserForTransferAmt',
    ({ body, user }) => {
      limits.checkPlayer('receiverLookup', user.id);
      const receiver = wallet.transferTarget(user, body.mobile_no);
      return { status: true, msg: '', user_name: receiver.name };
    },
    limits.guards.receiverLookup,
  );

  provide(
    app,
    ctx,
    'apiUserTransferWalletBalance',
    ({ body, user, now }) =>
      new Write(() => {
        wallet.transfer(user, body.mobile_no, body.amount, now);
        return { status: true, msg: providerMessages.transferDone };
      }),
  );
}
