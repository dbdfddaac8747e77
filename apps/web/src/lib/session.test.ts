import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/stub-api';
import { logout } from './auth';
import { queryClient, SAME_FOR_EVERY_IDENTITY } from './query-client';
import { startSession } from './session';
import { storage } from './storage';

const CARD = ['companies', 1, 'basics'];
const ME = ['users', 'me'];

/** The previous user's state: an answer no screen shows, one a mounted screen shows, a sent message. */
const previousUsersCaches = async () => {
  queryClient.setQueryData(CARD, { canEdit: true, personalEmail: 'jan@kramet.pl' });
  queryClient.setQueryData(ME, 'klient');
  const screen = new QueryObserver(queryClient, { queryKey: ME, queryFn: async () => 'następny', staleTime: Infinity });
  const unsubscribe = screen.subscribe(() => undefined);
  await queryClient
    .getMutationCache()
    .build(queryClient, { mutationFn: async (text: string) => text })
    .execute('Treść wiadomości klienta');
  return unsubscribe;
};

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('a change of user empties the client-side caches', () => {
  it('logout drops every cached answer and what the previous user typed', async () => {
    stubApi({ '*': () => undefined });
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    const unsubscribe = await previousUsersCaches();

    await logout();

    expect(queryClient.getQueryData(CARD)).toBeUndefined();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    expect(window.localStorage.length).toBe(0);
    // the mounted screen loses the old answer and asks again as the new identity
    await vi.waitFor(() => expect(queryClient.getQueryData(ME)).toBe('następny'));
    unsubscribe();
  });

  it('a login as another user keeps nothing of the previous one', async () => {
    const unsubscribe = await previousUsersCaches();

    startSession({ accessToken: 'b', refreshToken: 'rb' });

    expect(queryClient.getQueryData(CARD)).toBeUndefined();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    await vi.waitFor(() => expect(queryClient.getQueryData(ME)).toBe('następny'));
    unsubscribe();
  });

  it("keeps an answer that is the same for everyone (a link's look-up), mounted or not, and does not ask it again", async () => {
    const unsubscribe = await previousUsersCaches();
    const asked: string[] = [];
    const link = new QueryObserver(queryClient, {
      queryKey: ['password-reset', 'token'],
      queryFn: async () => {
        asked.push('link');
        return { login: 'jan.kowalski' };
      },
      meta: SAME_FOR_EVERY_IDENTITY,
    });
    const unsubscribeLink = link.subscribe(() => undefined);
    await vi.waitFor(() => expect(asked).toEqual(['link']));

    startSession({ accessToken: 'c', refreshToken: 'rc' });

    await vi.waitFor(() => expect(queryClient.getQueryData(ME)).toBe('następny'));
    expect(queryClient.getQueryData(['password-reset', 'token'])).toEqual({ login: 'jan.kowalski' });
    expect(asked).toEqual(['link']);
    expect(queryClient.getQueryData(CARD)).toBeUndefined();
    unsubscribe();
    unsubscribeLink();
  });
});
