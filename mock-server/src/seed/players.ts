import { minor, MINOR_PER_POINT } from '@matka/shared/rules';
import { hashPasswordSync } from '../services/passwords';
import type { Scenario } from './scenario-schema';
import { pastInstant, type SeedRun } from './seed-run';

/** Each player with saved UPI numbers and an opening balance (a ledger row), at 09:00 of their first day. */
export function seedPlayers(run: SeedRun, players: Scenario['users']): void {
  const { repos, ledger } = run.ctx;
  for (const u of players) {
    const created = pastInstant(run, u.created_days_ago, 9 * 60);
    const { salt, hash } = hashPasswordSync(u.password);
    const id = repos.users.insert({
      name: u.name,
      mobile: u.mobile,
      email: '',
      passwordSalt: salt,
      passwordHash: hash,
      bettingStatus: u.betting_status,
      createdAt: created,
    });
    repos.users.setUpi(id, {
      paytm_no: u.paytm_no,
      google_pay_no: u.google_pay_no,
      phon_pay_no: u.phon_pay_no,
    });
    if (u.opening_balance > 0) {
      ledger.credit({
        userId: id,
        amountMinor: minor(u.opening_balance * MINOR_PER_POINT),
        kind: 'opening',
        note: 'Opening balance',
        at: created,
      });
    }
    run.playerIds.set(u.mobile, id);
    run.summary.users += 1;
  }
}
