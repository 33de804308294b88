import { minor, MINOR_PER_POINT } from '@matka/shared/rules';
import type { Scenario } from './scenario-schema';
import { pastInstant, playerIdOf, type SeedRun } from './seed-run';

/** Fund requests at 10:00, decided at 11:00 by the wallet service (an approval credits the wallet). */
export function seedFundRequests(run: SeedRun, requests: Scenario['fund_requests']): void {
  const { repos, wallet } = run.ctx;
  for (const f of requests) {
    const id = repos.funds.insertFund(
      playerIdOf(run, f.user),
      f.amount * MINOR_PER_POINT,
      '0',
      pastInstant(run, f.days_ago, 10 * 60),
    );
    if (f.status !== '0')
      wallet.decideFundRequest(id, f.status === '2', pastInstant(run, f.days_ago, 11 * 60));
  }
}

/** The player's saved number for a withdraw method ('2' Google Pay, '3' Paytm, else PhonePe). */
function savedNumber(
  user: { google_pay_no: string; paytm_no: string; phon_pay_no: string },
  method: string,
): string {
  return method === '2' ? user.google_pay_no : method === '3' ? user.paytm_no : user.phon_pay_no;
}

/** Withdrawals at 12:00, debited as the server does, decided at 13:00 (a cancel refunds). */
export function seedWithdrawals(run: SeedRun, withdrawals: Scenario['withdrawals']): void {
  const { repos, ledger, wallet } = run.ctx;
  for (const w of withdrawals) {
    const user = repos.users.byId(playerIdOf(run, w.user));
    if (user === undefined) continue;
    const number = savedNumber(user, w.method);
    const amountMinor = minor(w.amount * MINOR_PER_POINT);
    const when = pastInstant(run, w.days_ago, 12 * 60);
    const id = repos.funds.insertWithdrawal({
      userId: user.id,
      amountMinor,
      method: w.method,
      paytm: w.method === '3' ? number : '',
      gpay: w.method === '2' ? number : '',
      phonepe: w.method === '4' ? number : '',
      status: '0',
      createdAt: when,
      decidedAt: null,
    });
    const debited = ledger.debit({
      userId: user.id,
      amountMinor,
      kind: 'withdraw',
      note: 'Withdraw request',
      ref: `withdrawal:${id}`,
      at: when,
    });
    if (!debited) throw new Error(`Scenario withdrawal of ${w.user} is not covered by the balance`);
    if (w.status !== '0')
      wallet.decideWithdrawal(id, w.status === '2', pastInstant(run, w.days_ago, 13 * 60));
  }
}
