import type { Minor } from '@matka/shared/rules';
import type { LedgerKind } from '../repositories/ledger-repository';
import type { Repositories } from '../repositories';

export interface Movement {
  userId: number;
  amountMinor: Minor;
  kind: LedgerKind;
  note: string;
  ref?: string | null;
  at: number;
}

/**
 * The only way a balance changes: the balance update and its ledger row together (rules page "Money
 * movements"). Call inside the caller's `db.transaction(...)`; nothing here opens one.
 */
export function createLedgerWriter(repos: Repositories) {
  const row = (m: Movement, signed: number) =>
    repos.ledger.insert({
      userId: m.userId,
      amountMinor: signed,
      kind: m.kind,
      note: m.note,
      ref: m.ref ?? null,
      createdAt: m.at,
    });
  return {
    credit(m: Movement): void {
      repos.users.addBalance(m.userId, m.amountMinor);
      row(m, m.amountMinor);
    },
    /** Conditional debit: false (and nothing written) when the balance does not cover the amount. */
    debit(m: Movement): boolean {
      if (!repos.users.debitIfCovered(m.userId, m.amountMinor)) return false;
      row(m, -m.amountMinor);
      return true;
    },
    /** Unconditional debit: only the reversal of a corrected result may take a balance below zero. */
    forceDebit(m: Movement): void {
      repos.users.addBalance(m.userId, -m.amountMinor);
      row(m, -m.amountMinor);
    },
  };
}
export type LedgerWriter = ReturnType<typeof createLedgerWriter>;
