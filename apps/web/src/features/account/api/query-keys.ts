/** Query keys of 'Moje konto'; ending a session invalidates `accountKeys.sessions`. */
export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
  profile: ['account', 'profile'] as const,
};
