import { ProviderError } from '@matka/shared/contract';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

/** How many times the app's query client calls a read that always fails with `error`. */
async function attempts(error: Error): Promise<number> {
  const client = createQueryClient();
  let calls = 0;
  await client
    .fetchQuery({
      queryKey: ['attempts'],
      queryFn: () => {
        calls += 1;
        throw error;
      },
      retryDelay: 0,
    })
    .catch(() => undefined);
  client.clear();
  return calls;
}

describe("the app's query client", () => {
  it('asks again once after a failure that may pass', async () => {
    expect(
      await attempts(new ProviderError('http', 'apiGetDashboardData', { httpStatus: 500 })),
    ).toBe(2);
    expect(await attempts(new ProviderError('format', 'apiGetDashboardData'))).toBe(2);
  });

  it('does not ask again after a refusal or a call that waited out its timeout', async () => {
    const refusal = new ProviderError('refused', 'apiGetDashboardData', {
      httpStatus: 403,
      serverMessage: 'No',
    });
    const timeout = new ProviderError('network', 'apiGetDashboardData', {
      cause: new DOMException('aborted', 'AbortError'),
    });
    expect(await attempts(refusal)).toBe(1);
    expect(await attempts(timeout)).toBe(1);
  });
});
