import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './query-client';

/**
 * A search typed just before a delete: its first read starts before the delete commits and answers
 * the deleted row after the delete's success. The server is a list whose answers are held until
 * released, so the test decides the order.
 */
const raceOfFirstRead = async (refresh: (client: QueryClient, key: readonly unknown[]) => Promise<unknown>) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let rows = ['Mapowo Górne'];
  const held: (() => void)[] = [];
  const queryKey = ['locations', 'admin-list', { search: 'Mapowo Górne' }];
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => {
      const answer = [...rows];
      return new Promise<string[]>((resolve) => held.push(() => resolve(answer)));
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  // the read started before the delete committed
  await Promise.resolve();
  rows = [];
  // the delete's success: the lists are read again while the first read is still out
  let refreshed = false;
  void refresh(client, ['locations', 'admin-list']).then(() => {
    refreshed = true;
  });
  // the server answers every read it holds, the old one first, until the refresh is done
  while (!refreshed || held.length > 0) {
    for (const release of held.splice(0)) release();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const data = client.getQueryData<string[]>(queryKey);
  unsubscribe();
  client.clear();
  return data;
};

describe('refreshAfterWrite', () => {
  it('never keeps the answer of a read that started before the write', { timeout: 5_000 }, async () => {
    expect(await raceOfFirstRead(refreshAfterWrite)).toEqual([]);
  });

  it('is needed: invalidation alone keeps the first read of a query and its old row', { timeout: 5_000 }, async () => {
    expect(await raceOfFirstRead((client, queryKey) => client.invalidateQueries({ queryKey }))).toEqual([
      'Mapowo Górne',
    ]);
  });
});
