import type { GaliNewResult, MainNewResult, StarlineNewResult } from '@matka/shared/contract';
import type { BidType, EntryLine, MarketKind, Session } from '@matka/shared/rules';
import { cartTotalMinor, minorToPoints } from '@matka/shared/rules';

type NewResultOf<K extends MarketKind> = K extends 'main'
  ? MainNewResult
  : K extends 'starline'
    ? StarlineNewResult
    : GaliNewResult;

/** One submit call: the `new_result` of one bid type and session, and the lines it carries. */
export interface Submission<K extends MarketKind = MarketKind> {
  readonly newResult: NewResultOf<K>;
  readonly lines: readonly EntryLine[];
}

export interface SubmissionInput {
  readonly token: string;
  readonly gameId: string;
  readonly gameName: string;
  /** D-MonthName-YYYY (`formatLongDate`). */
  readonly bidDate: string;
  readonly lines: readonly EntryLine[];
}

/**
 * The line's `closepana`: the close pana it carries (Full Sangam's close pana, Half Sangam session
 * Open's close pana), else ''. The provider settles on `closedigits`; `closepana` only mirrors it.
 */
function closePanaOf(line: EntryLine): string {
  if (line.bidType === 'Full Sangam') return line.closedigits;
  if (line.bidType === 'Half Sangam' && line.session === 'Open') return line.closedigits;
  return '';
}

/**
 * The `new_result` bodies of a cart (spec section 7): one per bid type and session, in the order
 * the lines were added, so SP DP TP goes out as separate Single, Double and Triple Pana bids (spec
 * section 5). `totalbit` is the whole points of the submission's lines.
 */
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
