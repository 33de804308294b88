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
  /** After each successful call: a cart is placed in several. */
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

/** One call per bid type and session: a failure may come after part of the cart is placed. */
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
