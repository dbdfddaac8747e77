import type { TokenPair } from '@platform/shared';
import { resetCacheForNewIdentity } from './query-client';
import { storage } from './storage';

/** Session transitions (spec 4 "Session" and "Temporary access"). */
/** A login also ends any temporary access, so the new identity is the one in use. */
export const startSession = (tokens: TokenPair) => {
  storage.setTemporaryToken(null);
  storage.setTokens(tokens);
  void resetCacheForNewIdentity();
};

/** Logout: all local storage is cleared except the welcome-dialog flag. */
export const endSession = () => {
  storage.clearAllExceptWelcome();
  void resetCacheForNewIdentity();
};

export const startTemporaryAccess = (temporaryAccessToken: string) => {
  storage.setTemporaryToken(temporaryAccessToken);
  void resetCacheForNewIdentity();
};

export const endTemporaryAccess = () => {
  storage.setTemporaryToken(null);
  void resetCacheForNewIdentity();
};
