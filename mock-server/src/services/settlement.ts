import {
  BID_TYPES_BY_MARKET,
  DEFAULT_RATES,
  MAX_WALLET_MINOR,
  MAX_WALLET_POINTS,
  RATE_KEYS,
  decidingResult,
  panaDigit,
  rateKeyFor,
  settleBidLine,
  type DeclaredResult,
  type MarketKind,
  type Rates,
  type Session,
} from '@matka/shared/rules';
import type { Writer } from '../db/writer';
import type { Repositories } from '../repositories';
import type { SettlesOn, WinPattern } from '../repositories/bids-repository';
import type { MarketRow, ResultRow } from '../repositories/markets-repository';
import { providerMessages } from '@matka/shared/messages';
import { refuse } from '../lib/refusal';

export interface SettlementSummary {
  won: number;
  lost: number;
  paidMinor: number;
  reversed: number;
  reversedMinor: number;
}

/** Starline keeps its pana in `open`; Gali its left and right digit. */
export interface StoredResult {
  open: string | null;
  close: string | null;
}

/** A missing pair falls back to the seeded default. */
export function readRates(repos: Repositories, kind: MarketKind): Rates {
  const rates: Record<string, { val1: number; val2: number }> = { ...DEFAULT_RATES[kind] };
  for (const row of repos.rates.ofKind(kind)) {
    if ((RATE_KEYS as readonly string[]).includes(row.rate_key))
      rates[row.rate_key] = { val1: row.val_1, val2: row.val_2 };
  }
  return rates as Rates;
}

function declaredOf(kind: MarketKind, r: StoredResult): DeclaredResult {
  if (kind === 'gali') {
    return {
      ...(r.open === null ? {} : { galiLeft: r.open }),
      ...(r.close === null ? {} : { galiRight: r.close }),
    };
  }
  return {
    ...(r.open === null ? {} : { openPana: r.open }),
    ...(r.close === null ? {} : { closePana: r.close }),
  };
}

/** A close needs the open too (docs/game-rules.md#who-wins). */
function decidedGroups(kind: MarketKind, r: StoredResult): SettlesOn[] {
  if (kind === 'starline') return r.open === null ? [] : ['slot'];
  if (kind === 'gali') return r.open === null || r.close === null ? [] : ['game'];
  if (r.open === null) return [];
  return r.close === null ? ['open'] : ['open', 'close'];
}

function invalidatedGroups(
  kind: MarketKind,
  before: StoredResult,
  after: StoredResult,
): SettlesOn[] {
  const openChanged = before.open !== null && before.open !== after.open;
  const closeChanged = before.close !== null && before.close !== after.close;
  if (kind === 'starline') return openChanged ? ['slot'] : [];
  if (kind === 'gali') return openChanged || closeChanged ? ['game'] : [];
  if (openChanged) return ['open', 'close'];
  return closeChanged ? ['close'] : [];
}

function hundredths(value: number): bigint {
  return BigInt(Math.round(value * 100));
}

/**
 * Every line a group can win with, each confirmed by the shared `settleBidLine`; lines matching
 * none lose.
 */
function winningPatterns(
  kind: MarketKind,
  group: SettlesOn,
  r: StoredResult,
  rates: Rates,
): Omit<WinPattern, 'marketId' | 'day' | 'group' | 'note' | 'at'>[] {
  const declared = declaredOf(kind, r);
  const digitOf = (pana: string | null) => (pana === null ? '' : String(panaDigit(pana)));
  const values = [
    ...new Set(
      kind === 'gali'
        ? [r.open ?? '', r.close ?? '', `${r.open ?? ''}${r.close ?? ''}`]
        : [
            digitOf(r.open),
            r.open ?? '',
            digitOf(r.close),
            r.close ?? '',
            `${digitOf(r.open)}${digitOf(r.close)}`,
          ],
    ),
  ].filter((v) => v !== '');
  const sessions: Session[] = kind === 'main' ? ['Open', 'Close'] : ['Open'];
  const patterns: ReturnType<typeof winningPatterns> = [];
  for (const bidType of BID_TYPES_BY_MARKET[kind]) {
    const sangam = bidType === 'Half Sangam' || bidType === 'Full Sangam';
    for (const session of sessions) {
      if (decidingResult(kind, bidType, session) !== group) continue;
      for (const digits of values) {
        for (const closedigits of sangam ? values : ['']) {
          const line = { marketKind: kind, bidType, session, digits, closedigits, points: 1 };
          if (settleBidLine(line, declared, rates).status !== 'won') continue;
          const key = rateKeyFor(kind, bidType, digits);
          if (key === undefined) continue;
          patterns.push({
            bidType,
            session: kind === 'main' ? session : null,
            digits,
            closedigits: sangam ? closedigits : null,
            val1: hundredths(rates[key].val1),
            val2: hundredths(rates[key].val2),
          });
        }
      }
    }
  }
  return patterns;
}

export function createSettlementService(writes: Writer, repos: Repositories) {
  /** The group had no wins before (a correction deleted them), so its other lines are lost. */
  function settleGroup(
    market: MarketRow,
    day: string,
    group: SettlesOn,
    result: StoredResult,
    rates: Rates,
    at: number,
  ): { won: number; lost: number } {
    let won = 0;
    for (const p of winningPatterns(market.kind, group, result, rates)) {
      const note = `Win: ${market.name} ${p.bidType} ${p.digits}`;
      won += repos.bids.settleWinners({
        ...p,
        marketId: market.id,
        day,
        group,
        at,
        note,
      });
    }
    return { won, lost: repos.bids.groupLines(market.id, day, group) - won };
  }

  /**
   * A win that would overfill a wallet refuses the whole declaration; the exact check per winner
   * runs only when the largest balance plus everything paid could pass the maximum.
   */
  function payWins(after: number, highestBefore: number): number {
    const { rows, paidMinor } = repos.ledger.winsAfter(after);
    if (rows === 0) return 0;
    if (
      highestBefore + paidMinor > MAX_WALLET_MINOR &&
      repos.ledger.winsAfterOverfill(after, MAX_WALLET_MINOR)
    )
      refuse(409, providerMessages.winWouldOverfillWallet(String(MAX_WALLET_POINTS)));
    repos.ledger.creditWinsAfter(after);
    return paidMinor;
  }

  function reverseGroup(market: MarketRow, day: string, group: SettlesOn, at: number) {
    return repos.bids.reverseGroup({
      marketId: market.id,
      day,
      group,
      marketName: market.name,
      at,
    });
  }

  /** The caller runs them in one transaction. */
  function declareNow(
    market: MarketRow,
    day: string,
    next: StoredResult,
    at: number,
  ): SettlementSummary {
    const prior: ResultRow | undefined = repos.markets.result(market.id, day);
    const before: StoredResult = {
      open: prior?.open_value ?? null,
      close: prior?.close_value ?? null,
    };
    const summary: SettlementSummary = {
      won: 0,
      lost: 0,
      paidMinor: 0,
      reversed: 0,
      reversedMinor: 0,
    };
    const invalidated = invalidatedGroups(market.kind, before, next);
    const stillSettled = decidedGroups(market.kind, before).filter((g) => !invalidated.includes(g));
    for (const group of invalidated) {
      const undone = reverseGroup(market, day, group, at);
      summary.reversed += undone.reversed;
      summary.reversedMinor += undone.reversedMinor;
    }
    repos.markets.saveResult({
      marketId: market.id,
      day,
      open: next.open,
      close: next.close,
      at,
    });
    const rates = readRates(repos, market.kind);
    // A settled group is never settled twice.
    const toSettle = decidedGroups(market.kind, next).filter((g) => !stillSettled.includes(g));
    if (toSettle.length === 0) return summary;
    const highestBefore = repos.users.maxBalance();
    const after = repos.ledger.lastId();
    for (const group of toSettle) {
      const settled = settleGroup(market, day, group, next, rates, at);
      summary.won += settled.won;
      summary.lost += settled.lost;
    }
    summary.paidMinor = payWins(after, highestBefore);
    return summary;
  }

  return {
    /** A different value for a declared half is a correction (docs/game-rules.md#corrections). */
    declare(market: MarketRow, day: string, next: StoredResult, at: number): SettlementSummary {
      // Player ids are copied from stored lines and players are never deleted, so no look-up per
      // win row.
      return writes.write(() => declareNow(market, day, next, at), { trustedKeys: true });
    },
  };
}
export type SettlementService = ReturnType<typeof createSettlementService>;
