import type { BidEntryResult, EntryLine, SpDpTpLists } from '@matka/shared/rules';
import { cartTotalMinor, minor, type Minor } from '@matka/shared/rules';
import { useCallback, useMemo, useRef, useState } from 'react';

/** A single line, or an SP DP TP entry holding all its panas. */
export interface CartRow {
  readonly id: number;
  readonly lines: readonly EntryLine[];
  readonly combinations?: SpDpTpLists;
  readonly digit?: string;
}

export interface BidCart {
  readonly rows: readonly CartRow[];
  readonly lines: readonly EntryLine[];
  readonly cartMinor: Minor;
  /** Wallet minus the cart: may go negative after a motor entry. */
  readonly balanceMinor: Minor | undefined;
  add(result: Extract<BidEntryResult, { ok: true }>, digit?: string): void;
  remove(id: number): void;
  /** After a partly successful submission. */
  removeLines(lines: readonly EntryLine[]): void;
  clear(): void;
}

export function useBidCart(walletMinor: Minor | undefined): BidCart {
  const [rows, setRows] = useState<readonly CartRow[]>([]);
  const nextId = useRef(1);

  const add = useCallback((result: Extract<BidEntryResult, { ok: true }>, digit?: string) => {
    const made: CartRow[] =
      result.combinations === undefined
        ? result.lines.map((line) => ({ id: nextId.current++, lines: [line] }))
        : [
            {
              id: nextId.current++,
              lines: result.lines,
              combinations: result.combinations,
              ...(digit === undefined ? {} : { digit }),
            },
          ];
    setRows((current) => [...current, ...made]);
  }, []);

  const remove = useCallback((id: number) => {
    setRows((current) => current.filter((row) => row.id !== id));
  }, []);

  const removeLines = useCallback((lines: readonly EntryLine[]) => {
    const gone = new Set(lines);
    setRows((current) =>
      current.flatMap((row) => {
        const left = row.lines.filter((line) => !gone.has(line));
        if (left.length === 0) return [];
        if (left.length === row.lines.length) return [row];
        if (row.combinations === undefined) return [{ ...row, lines: left }];
        const of = (bidType: EntryLine['bidType']) =>
          left.filter((line) => line.bidType === bidType).map((line) => line.digits);
        const combinations = {
          sp: of('Single Pana'),
          dp: of('Double Pana'),
          tp: of('Triple Pana'),
        };
        return [{ ...row, lines: left, combinations }];
      }),
    );
  }, []);

  const clear = useCallback(() => setRows([]), []);

  return useMemo(() => {
    const lines = rows.flatMap((row) => row.lines);
    const cartMinor = cartTotalMinor(lines);
    const balanceMinor = walletMinor === undefined ? undefined : minor(walletMinor - cartMinor);
    return { rows, lines, cartMinor, balanceMinor, add, remove, removeLines, clear };
  }, [rows, walletMinor, add, remove, removeLines, clear]);
}
