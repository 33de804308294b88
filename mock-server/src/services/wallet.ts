import { randomUUID } from 'node:crypto';
import {
  MAX_DEPOSIT_POINTS,
  MAX_TRANSFER_POINTS,
  MAX_WALLET_POINTS,
  MIN_TRANSFER_POINTS,
  MINOR_PER_POINT,
  minor,
  type Minor,
} from '@matka/shared/rules';
import { isInsideWithdrawWindow } from '@matka/shared/time';
import { providerMessages } from '@matka/shared/messages';
import type { Writer } from '../db/writer';
import type { Repositories } from '../repositories';
import type { UserRow } from '../repositories/users-repository';
import type { SessionUser } from '../repositories/sessions-repository';
import type { LedgerWriter } from './ledger';
import type { ProviderSettings } from './settings';
import { refuse, refuseUnlessBetting } from '../lib/refusal';

/** Withdraw method codes to the saved number they pay out to. */
const METHOD_FIELD = { '2': 'google_pay_no', '3': 'paytm_no', '4': 'phon_pay_no' } as const;

const toMinor = (points: number): Minor => minor(points * MINOR_PER_POINT);

export function createWalletService(
  writes: Writer,
  repos: Repositories,
  ledger: LedgerWriter,
  settings: () => ProviderSettings,
) {
  return {
    /** A deposit request, pending until the operator approves it (control API); no money moves yet. */
    addFundRequest(user: SessionUser, amountPoints: number, now: number): number {
      refuseUnlessBetting(user);
      const min = settings().min_deposit;
      if (amountPoints < min) refuse(422, providerMessages.minAmountToAdd(String(min)));
      if (amountPoints > MAX_DEPOSIT_POINTS)
        refuse(422, providerMessages.depositMaximum(String(MAX_DEPOSIT_POINTS)));
      return repos.funds.insertFund(user.id, toMinor(amountPoints), '0', now);
    },

    /**
     * Approves (credit + ledger row) or rejects a pending fund request, once. An approval that would
     * take the wallet above its maximum is refused and the request stays pending.
     */
    decideFundRequest(id: number, approve: boolean, now: number): void {
      writes.write(() => {
        const request = repos.funds.fundById(id);
        if (request === undefined) return refuse(404, providerMessages.notFound);
        if (!repos.funds.decideFund(id, approve ? '2' : '1', now))
          return refuse(409, providerMessages.fundRequestNotPending);
        if (approve) {
          ledger.credit({
            userId: request.user_id,
            amountMinor: request.amount_minor as Minor,
            kind: 'fund',
            note: 'Fund request approved',
            ref: `fund:${id}`,
            at: now,
          });
        }
      });
    },

    /**
     * A withdrawal request: inside the withdraw window, at least min_withdrawal, to a saved number of
     * the chosen method; the amount is debited now and refunded if the request is cancelled.
     */
    requestWithdrawal(
      user: SessionUser,
      amountPoints: number,
      method: '2' | '3' | '4',
      now: number,
    ): number {
      refuseUnlessBetting(user);
      const s = settings();
      if (!isInsideWithdrawWindow(s.withdraw_open_time, s.withdraw_close_time, now)) {
        refuse(409, providerMessages.withdrawOutsideHours);
      }
      if (amountPoints < s.min_withdrawal)
        refuse(422, providerMessages.minWithdrawAmount(String(s.min_withdrawal)));
      const number = user[METHOD_FIELD[method]];
      if (number === '') refuse(422, providerMessages.withdrawMethodNotSaved);
      return writes.write(() => {
        const amountMinor = toMinor(amountPoints);
        const id = repos.funds.insertWithdrawal({
          userId: user.id,
          amountMinor,
          method,
          paytm: method === '3' ? number : '',
          gpay: method === '2' ? number : '',
          phonepe: method === '4' ? number : '',
          status: '0',
          createdAt: now,
          decidedAt: null,
        });
        const debited = ledger.debit({
          userId: user.id,
          amountMinor,
          kind: 'withdraw',
          note: 'Withdraw request',
          ref: `withdrawal:${id}`,
          at: now,
        });
        if (!debited) refuse(409, providerMessages.walletLimitExceeded);
        return id;
      });
    },

    /**
     * Approves ('2') or cancels ('1', refunded with its own ledger row) a pending withdrawal, once. A
     * refund that would take the wallet above its maximum is refused and the request stays pending.
     */
    decideWithdrawal(id: number, approve: boolean, now: number): void {
      writes.write(() => {
        const request = repos.funds.withdrawalById(id);
        if (request === undefined) return refuse(404, providerMessages.notFound);
        if (!repos.funds.decideWithdrawal(id, approve ? '2' : '1', now)) {
          return refuse(409, providerMessages.withdrawRequestNotPending);
        }
        if (!approve) {
          ledger.credit({
            userId: request.user_id,
            amountMinor: request.amount_minor as Minor,
            kind: 'withdraw-refund',
            note: 'Withdraw request cancelled',
            ref: `withdrawal:${id}`,
            at: now,
          });
        }
      });
    },

    /** The receiver of a transfer by a betting player: registered and not the sender. */
    transferTarget(user: SessionUser, mobile: string): UserRow {
      refuseUnlessBetting(user);
      if (mobile === user.mobile) return refuse(422, providerMessages.transferOwnNumber);
      const receiver = repos.users.byMobile(mobile);
      if (receiver === undefined) return refuse(422, providerMessages.transferReceiverNotFound);
      return receiver;
    },

    /**
     * Debits the sender and credits the receiver in one transaction; refused when the receiver's
     * wallet would go above its maximum.
     */
    transfer(user: SessionUser, mobile: string, amountPoints: number, now: number): void {
      const receiver = this.transferTarget(user, mobile);
      if (amountPoints < MIN_TRANSFER_POINTS) refuse(422, providerMessages.transferMinimum);
      if (amountPoints > MAX_TRANSFER_POINTS)
        refuse(422, providerMessages.transferMaximum(String(MAX_TRANSFER_POINTS)));
      writes.write(() => {
        const amountMinor = toMinor(amountPoints);
        // Both rows carry one reference, so a check can pair them.
        const ref = `transfer:${randomUUID()}`;
        const debited = ledger.debit({
          userId: user.id,
          amountMinor,
          kind: 'transfer-out',
          note: `Transfer to ${receiver.mobile}`,
          ref,
          at: now,
        });
        if (!debited) refuse(409, providerMessages.transferNotEnoughPoints);
        ledger.credit({
          userId: receiver.id,
          amountMinor,
          kind: 'transfer-in',
          note: `Transfer from ${user.mobile}`,
          ref,
          at: now,
        });
      });
    },

    /**
     * Sets the player's wallet to whole points: the difference is one adjustment ledger row (control
     * API). A value above the wallet maximum is refused.
     */
    setBalance(userId: number, targetPoints: number, note: string, now: number): void {
      if (targetPoints > MAX_WALLET_POINTS)
        refuse(422, providerMessages.walletMaximum(String(MAX_WALLET_POINTS)));
      const targetMinor = toMinor(targetPoints);
      writes.write(() => {
        const user = repos.users.byId(userId);
        if (user === undefined) return refuse(404, providerMessages.userNotFound);
        const delta = targetMinor - user.balance_minor;
        if (delta > 0)
          ledger.credit({ userId, amountMinor: minor(delta), kind: 'adjustment', note, at: now });
        if (delta < 0)
          ledger.forceDebit({
            userId,
            amountMinor: minor(-delta),
            kind: 'adjustment',
            note,
            at: now,
          });
      });
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
