import { messages } from '@matka/shared/messages';
import type { EntryLine, MarketKind } from '@matka/shared/rules';
import { errorMessage } from '@matka/shared/contract';
import { istDateKey, parseLongDate, type DateKey } from '@matka/shared/time';
import { useClock } from '@/core/lib/clock';
import { getProvider } from '@/core/lib/provider';
import { queryKeys, walletChangeKeys } from '@/core/lib/query-keys';
import { useSession } from '@/lib/session';
import { useWrite } from '@/core/lib/use-write';
import { buildSubmissions, type Submission, type SubmissionInput } from './submission';

export interface SubmitBidsVariables extends Omit<SubmissionInput, 'token'> {
  /** Called after each successful submit call with the lines it placed. */
  readonly onPlaced?: (lines: readonly EntryLine[]) => void;
}

async function send(kind: MarketKind, submission: Submission): Promise<void> {
  const provider = await getProvider();
  const gameId = submission.newResult.gameid;
  if (kind === 'main') {
    await provider.apiSubmitBid({
      game_id: gameId,
      new_result: submission.newResult as Submission<'main'>['newResult'],
    });
  } else if (kind === 'starline') {
    await provider.apiStarlineSubmitBid({
      game_id: gameId,
      new_result: submission.newResult as Submission<'starline'>['newResult'],
    });
  } else {
    await provider.apiGalidisawarSubmitBid({
      unique_token: submission.newResult.unique_token,
      game_id: gameId,
      new_result: submission.newResult as Submission<'gali'>['newResult'],
    });
  }
}

/** Lines one submit call placed, and their game. */
interface PlacedLines {
  readonly game: { readonly gameId: string; readonly gameName: string };
  readonly lines: Submission['lines'];
}

/**
 * The result alerts (lib/result-alerts.ts, a chunk of their own so no screen's first load carries
 * them): the lines placed wait on the device for the result that settles them, and the permission
 * for system notifications is asked once, after the first placed bid. A chunk that fails to load
 * costs only the alert, never the placed bid's success.
 */
function awaitResults(kind: MarketKind, placed: PlacedLines, day: DateKey, today: DateKey): void {
  void import('@/lib/result-alerts')
    .then(({ notePlacedBids }) => notePlacedBids(kind, placed.game, placed.lines, day, today))
    .catch(() => undefined);
}

function askForNotificationsOnce(): void {
  void import('@/lib/result-notifications')
    .then(({ askForResultNotificationsOnce }) => askForResultNotificationsOnce())
    .catch(() => undefined);
}

/**
 * Places a cart: main -> `api-submit-bid`, starline -> `api-starline-submit-bid`, gali ->
 * `api-galidisawar-submit-bid`, one call per bid type and session, one after the other. A failure
 * (a refusal, status not true, a network error) is the server's message, else 'Failed to place
 * bid. Please try again.' (spec section 8). A bid debits the wallet and lists the bid: the wallet
 * figures (dashboard, balance, passbook) and the market's bid history refetch, after a failure too,
 * since part of the cart may have been placed before it.
 */
export function useSubmitBids(kind: MarketKind) {
  const token = useSession()?.token ?? '';
  const clock = useClock();
  return useWrite({
    mutationKey: ['bids', kind],
    mutationFn: async ({ onPlaced, ...input }: SubmitBidsVariables) => {
      for (const submission of buildSubmissions(kind, { ...input, token })) {
        await send(kind, submission);
        // The bids belong to the day they were filed under (a night market's may be yesterday).
        const today = istDateKey(clock.now());
        const day = parseLongDate(input.bidDate) ?? today;
        awaitResults(kind, { game: input, lines: submission.lines }, day, today);
        onPlaced?.(submission.lines);
      }
      askForNotificationsOnce();
    },
    failureMessage: (error) => errorMessage(error, messages.bidFailed),
    invalidates: () => [...walletChangeKeys(token), queryKeys.history(kind, 'bid', token)],
    refetchAfterFailure: true,
  });
}
