import { messages } from '@matka/shared/messages';
import type { EntryLine, MarketKind } from '@matka/shared/rules';
import { errorMessage } from '@matka/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { getProvider } from '../../lib/provider';
import { refreshBalances } from '../../lib/queries';
import { useSession } from '../../lib/session';
import { TOAST_AUTO_CLOSE, toast } from '../../lib/toast';
import { buildSubmissions, type Submission, type SubmissionInput } from './submission';

/** Query keys (general to specific) whose data a placed bid changes: the wallet figure everywhere. */
export interface SubmitBidsVariables extends Omit<SubmissionInput, 'token'> {
  /** Called after each successful submit call with the lines it placed. */
  readonly onPlaced?: (lines: readonly EntryLine[]) => void;
}

export type SubmitOutcome =
  { readonly placed: true } | { readonly placed: false; readonly message?: string };

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

/**
 * Places a cart: main -> `api-submit-bid`, starline -> `api-starline-submit-bid`, gali ->
 * `api-galidisawar-submit-bid`, one call per bid type and session, one after the other. Success:
 * 'Bid placed successfully!' (3 s) and the wallet queries refetched. Failure (a refusal, status not
 * true, a network error) rejects with the message to show: the server's, else 'Failed to place bid.
 * Please try again.' A second call while one is in flight is ignored (no double submission).
 */
export function useSubmitBids(kind: MarketKind) {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: async ({ onPlaced, ...input }: SubmitBidsVariables) => {
      const submissions = buildSubmissions(kind, { ...input, token });
      try {
        for (const submission of submissions) {
          await send(kind, submission);
          onPlaced?.(submission.lines);
        }
      } catch (error) {
        throw new Error(errorMessage(error, messages.bidFailed), { cause: error });
      }
    },
    onSuccess: () => {
      toast.success(messages.bidPlaced, { autoClose: TOAST_AUTO_CLOSE.money });
    },
    onSettled: async () => {
      await refreshBalances(queryClient);
    },
  });

  return {
    ...mutation,
    /**
     * Starts a submission unless one is in flight. Resolves `{ placed: true }` on success,
     * `{ placed: false, message }` on failure, `{ placed: false }` when ignored.
     */
    submit: async (variables: SubmitBidsVariables): Promise<SubmitOutcome> => {
      if (inFlight.current) return { placed: false };
      inFlight.current = true;
      try {
        await mutation.mutateAsync(variables);
        return { placed: true };
      } catch (error) {
        return {
          placed: false,
          message: error instanceof Error ? error.message : messages.bidFailed,
        };
      } finally {
        inFlight.current = false;
      }
    },
  };
}
