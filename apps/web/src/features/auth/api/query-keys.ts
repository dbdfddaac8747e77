/** Query keys of the auth feature. */
export const authKeys = {
  /** whose account an invitation link activates */
  activation: (token: string) => ['auth', 'activation', token] as const,
};
