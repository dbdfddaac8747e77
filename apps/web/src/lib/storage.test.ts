import { WELCOME_DIALOG_STORAGE_KEY } from '@platform/shared';
import { describe, expect, it, vi } from 'vitest';
import { currentSessionKind, STORAGE_KEYS, storage } from './storage';

describe('storage', () => {
  it('logout clears all local storage except the welcome-dialog flag', () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'a');
    window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'r');
    window.localStorage.setItem(STORAGE_KEYS.temporaryAccessToken, 't');
    window.localStorage.setItem('savedFilterDraft', '{}');
    window.localStorage.setItem(WELCOME_DIALOG_STORAGE_KEY, 'true');

    storage.clearAllExceptWelcome();

    expect(window.localStorage.length).toBe(1);
    expect(window.localStorage.getItem(WELCOME_DIALOG_STORAGE_KEY)).toBe('true');
  });

  it('temporary access overrides the login in the session kind', () => {
    expect(currentSessionKind()).toBe('anonymous');
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(currentSessionKind()).toBe('user');
    storage.setTemporaryToken('t');
    expect(currentSessionKind()).toBe('temporary');
  });

  it('notifies subscribers when the session changes', () => {
    const listener = vi.fn();
    const unsubscribe = storage.subscribe(listener);
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    storage.clearAllExceptWelcome();
    unsubscribe();
    storage.setTemporaryToken('t');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
