import { createContext, useCallback, useContext } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ControlEndpointName } from '@matka/shared/contract';
import {
  callControl,
  ControlError,
  type ControlRequest,
  type ControlResponse,
} from './control-api';

const POLL_MS = 5_000;

export interface ActionReport {
  (message: string, kind: 'ok' | 'error'): void;
}
export const ReportContext = createContext<ActionReport>(() => undefined);

export function useControlQuery<N extends ControlEndpointName>(name: N, body: ControlRequest<N>) {
  return useQuery({
    queryKey: ['control', name, body],
    queryFn: () => callControl(name, body),
    refetchInterval: POLL_MS,
  });
}

/** On success every control read refreshes: one action may change any list. */
export function useControlAction<N extends ControlEndpointName>(
  name: N,
  describe: (answer: ControlResponse<N>, body: ControlRequest<N>) => string,
) {
  const queryClient = useQueryClient();
  const report = useContext(ReportContext);
  const mutation = useMutation({
    mutationFn: (body: ControlRequest<N>) => callControl(name, body),
    onSuccess: async (answer, body) => {
      report(describe(answer, body), 'ok');
      await queryClient.invalidateQueries({ queryKey: ['control'] });
    },
    onError: (error) =>
      report(error instanceof ControlError ? error.message : String(error), 'error'),
  });
  const { mutate } = mutation;
  const run = useCallback((body: ControlRequest<N>) => mutate(body), [mutate]);
  return { run, pending: mutation.isPending };
}
