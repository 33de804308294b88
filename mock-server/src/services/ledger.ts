import { MAX_WALLET_MINOR, MAX_WALLET_POINTS, type Minor } from '@matka/shared/rules';
import { providerMessages } from '@matka/shared/messages';
import { refuse } from '../lib/refusal';
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
 * The only way a balance changes: the balance update and its ledger row together
 * (docs/game-rules.md#money). Call inside the caller's `db.transaction(...)`; nothing here opens one.
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
    /**
     * A credit; refused (409, nothing written) when it would take the wallet above its maximum
     * (MAX_WALLET_POINTS), so no balance ever leaves the range where it is an exact number.
     */
    credit(m: Movement): void {
      if (!repos.users.creditUpTo(m.userId, m.amountMinor, MAX_WALLET_MINOR))
        refuse(409, providerMessages.walletMaximum(String(MAX_WALLET_POINTS)));
      row(m, m.amountMinor);
    },
    /**
     * Conditional debit: false (and nothing written) when the balance does not cover the amount;
     * otherwise the balance after it.
     */
    debit(m: Movement): { balanceMinor: Minor } | false {
      const balanceMinor = repos.users.debitIfCovered(m.userId, m.amountMinor);
      if (balanceMinor === undefined) return false;
      row(m, -m.amountMinor);
      return { balanceMinor };
    },
    /** Unconditional debit: only the reversal of a corrected result may take a balance below zero. */
    forceDebit(m: Movement): void {
      repos.users.addBalance(m.userId, -m.amountMinor);
      row(m, -m.amountMinor);
    },
  };
}
export type LedgerWriter = ReturnType<typeof createLedgerWriter>;
