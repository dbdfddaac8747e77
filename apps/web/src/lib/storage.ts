import { WELCOME_DIALOG_STORAGE_KEY } from '@platform/shared';

/** Local-storage keys of the session (spec 4 "Session"). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  temporaryAccessToken: 'temporaryAccessToken',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => {
  for (const listener of listeners) listener();
};

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null) => {
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
};

export const storage = {
  getAccessToken: () => read(STORAGE_KEYS.accessToken),
  getRefreshToken: () => read(STORAGE_KEYS.refreshToken),
  getTemporaryToken: () => read(STORAGE_KEYS.temporaryAccessToken),

  setTokens(tokens: { accessToken: string; refreshToken: string }, silent = false) {
    write(STORAGE_KEYS.accessToken, tokens.accessToken);
    write(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    if (!silent) notify();
  },
  setTemporaryToken(token: string | null) {
    write(STORAGE_KEYS.temporaryAccessToken, token);
    notify();
  },
  /** Logout: clear ALL local storage except the welcome-dialog flag. */
  clearAllExceptWelcome() {
    const welcome = read(WELCOME_DIALOG_STORAGE_KEY);
    window.localStorage.clear();
    if (welcome !== null) write(WELCOME_DIALOG_STORAGE_KEY, welcome);
    notify();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

if (typeof window !== 'undefined') {
  // another tab logged in or out
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) notify();
  });
}

export type SessionKind = 'temporary' | 'user' | 'anonymous';

/** What kind of identity the next request carries; temporary access overrides the login. */
export const currentSessionKind = (): SessionKind =>
  storage.getTemporaryToken()
    ? 'temporary'
    : storage.getAccessToken() || storage.getRefreshToken()
      ? 'user'
      : 'anonymous';
