import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryCache } from './query-client';
import { failureWhileRetrying } from './read-failures';

const key = ['read'];

/** A client on the app's cache, and a read whose next answer the test decides. */
function setUp() {
  const client = new QueryClient({
    queryCache: createQueryCache(),
    defaultOptions: { queries: { retry: false } },
  });
  let next: () => Promise<string> = () => Promise.reject(new Error('down'));
  const fetch = () => client.fetchQuery({ queryKey: key, queryFn: () => next(), staleTime: 0 });
  const query = () => client.getQueryCache().find({ queryKey: key, exact: true });
  return {
    client,
    fetch,
    query,
    answer: (how: () => Promise<string>) => {
      next = how;
    },
  };
}

const never = () => new Promise<string>(() => undefined);

describe('the failure of a read asked again', () => {
  it('is kept while the read without data is asked again, though its state forgot it', async () => {
    const { fetch, query, answer } = setUp();
    await expect(fetch()).rejects.toThrow('down');
    answer(never);
    void fetch();
    expect(query()?.state).toMatchObject({ status: 'pending', error: null });
    expect(failureWhileRetrying(query())).toEqual(new Error('down'));
  });

  it('is forgotten once the read answers, and after a reset', async () => {
    const { client, fetch, query, answer } = setUp();
    await expect(fetch()).rejects.toThrow('down');
    answer(() => Promise.resolve('data'));
    await fetch();
    expect(failureWhileRetrying(query())).toBeUndefined();

    answer(() => Promise.reject(new Error('down again')));
    await client.resetQueries({ queryKey: key }).catch(() => undefined);
    await expect(fetch()).rejects.toThrow('down again');
    await client.resetQueries({ queryKey: key }).catch(() => undefined);
    answer(never);
    void fetch();
    expect(failureWhileRetrying(query())).toBeUndefined();
  });

  it('is nothing for a read that never failed', () => {
    const { fetch, query, answer } = setUp();
    answer(never);
    void fetch();
    expect(failureWhileRetrying(query())).toBeUndefined();
    expect(failureWhileRetrying(undefined)).toBeUndefined();
  });
});
