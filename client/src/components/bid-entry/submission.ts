import type { GaliNewResult, MainNewResult, StarlineNewResult } from '@matka/shared/contract';
import type { BidType, EntryLine, MarketKind, Session } from '@matka/shared/rules';
import { cartTotalMinor, minorToPoints } from '@matka/shared/rules';

type NewResultOf<K extends MarketKind> = K extends 'main'
  ? MainNewResult
  : K extends 'starline'
    ? StarlineNewResult
    : GaliNewResult;

export interface Submission<K extends MarketKind = MarketKind> {
  readonly newResult: NewResultOf<K>;
  readonly lines: readonly EntryLine[];
}

export interface SubmissionInput {
  readonly token: string;
  readonly gameId: string;
  readonly gameName: string;
  readonly bidDate: string;
  readonly lines: readonly EntryLine[];
}

/** The provider settles on `closedigits`; `closepana` only mirrors it. */
function closePanaOf(line: EntryLine): string {
  if (line.bidType === 'Full Sangam') return line.closedigits;
  if (line.bidType === 'Half Sangam' && line.session === 'Open') return line.closedigits;
  return '';
}

/** One per bid type and session: SP DP TP goes out as three bids (docs/game-rules.md#bid-types). */
export function buildSubmissions<K extends MarketKind>(
  kind: K,
  input: SubmissionInput,
): Submission<K>[] {
  const groups = new Map<string, { bidType: BidType; session: Session; lines: EntryLine[] }>();
  for (const line of input.lines) {
    const key = `${line.bidType}|${line.session}`;
    const group = groups.get(key);
    if (group) group.lines.push(line);
    else groups.set(key, { bidType: line.bidType, session: line.session, lines: [line] });
  }
  return [...groups.values()].map((group) => {
    const newResult = {
      unique_token: input.token,
      Gamename: input.gameName,
      totalbit: minorToPoints(cartTotalMinor(group.lines)),
      gameid: input.gameId,
      pana: group.bidType,
      gametype: kind,
      bid_date: input.bidDate,
      session: group.session,
      result: group.lines.map((line) => ({
        digits: line.digits,
        closedigits: line.closedigits,
        points: line.points,
        session: line.session,
        pana: line.bidType,
        closepana: closePanaOf(line),
      })),
    };
    // The request schemas check the bid type and session per kind when the client sends it.
    return { newResult: newResult as unknown as NewResultOf<K>, lines: group.lines };
  });
}
