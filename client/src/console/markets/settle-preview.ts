import {
  settleBidLine,
  type BidType,
  type DeclaredResult,
  type MarketKind,
  type Rate,
  type Rates,
  type Session,
} from '@matka/shared/rules';

export interface DayLine {
  bid_id: string;
  mobile: string;
  bid_type: string;
  session: string;
  digits: string;
  closedigits: string;
  points_minor: number;
  settles_on: string;
  state: 'waiting' | 'won' | 'lost';
  payout_minor: number;
}

export function ratesOf(pairs: Readonly<Record<string, readonly [number, number]>>): Rates {
  const rates: Record<string, Rate> = {};
  for (const [key, [val1, val2]] of Object.entries(pairs)) rates[key] = { val1, val2 };
  return rates as Rates;
}

/** The mock's own settlement rule, so the preview cannot disagree (docs/game-rules.md#who-wins). */
export function previewLine(
  kind: MarketKind,
  line: DayLine,
  decides: string,
  declared: DeclaredResult,
  rates: Rates,
) {
  if (line.settles_on !== decides) return undefined;
  try {
    return settleBidLine(
      {
        marketKind: kind,
        bidType: line.bid_type as BidType,
        session: line.session as Session,
        digits: line.digits,
        closedigits: line.closedigits,
        points: line.points_minor / 100,
      },
      declared,
      rates,
    );
  } catch {
    return undefined;
  }
}
