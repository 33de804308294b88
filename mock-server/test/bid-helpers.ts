import type { TestServer } from './helper';

export interface Line {
  type: string;
  digits: string;
  closedigits?: string;
  points: number;
  session?: 'Open' | 'Close';
}

export function marketId(s: TestServer, name: string, kind: 'main' | 'starline' | 'gali'): string {
  const row = s.db.prepare('SELECT id FROM markets WHERE name = ? AND kind = ?').get(name, kind) as
    { id: number } | undefined;
  if (row === undefined) throw new Error(`no ${kind} market ${name}`);
  return String(row.id);
}

/** A submit-bid body as the client builds it, for one market kind. */
export function bidBody(
  token: string,
  kind: 'main' | 'starline' | 'gali',
  gameId: string,
  lines: Line[],
  overrides: { totalbit?: number; bid_date?: string } = {},
): Record<string, unknown> {
  const first = lines[0];
  const session = kind === 'main' ? (first?.session ?? 'Open') : 'Open';
  const newResult = {
    unique_token: token,
    Gamename: 'Test Game',
    totalbit: overrides.totalbit ?? lines.reduce((sum, l) => sum + l.points, 0),
    gameid: gameId,
    pana: first?.type ?? 'Single Digit',
    gametype: kind,
    bid_date: overrides.bid_date ?? '22-November-2026',
    session,
    result: lines.map((l) => ({
      digits: l.digits,
      closedigits: l.closedigits ?? '',
      points: l.points,
      session: kind === 'main' ? (l.session ?? 'Open') : 'Open',
      pana: l.type,
      closepana: '',
    })),
  };
  return kind === 'gali'
    ? { unique_token: token, game_id: gameId, new_result: newResult }
    : { game_id: gameId, new_result: newResult };
}

export const SUBMIT = {
  main: 'apiSubmitBid',
  starline: 'apiStarlineSubmitBid',
  gali: 'apiGalidisawarSubmitBid',
} as const;

export async function balanceMinor(s: TestServer, mobile = '9876543210'): Promise<number> {
  const user = await s.post('/control/user', { mobile });
  return Number(user.body['balance_minor']);
}
