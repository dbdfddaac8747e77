/** Query keys of the auth feature. */
export const authKeys = {
  /** whose account an invitation link activates */
  activation: (token: string) => ['auth', 'activation', token] as const,
  /** whose password a 'Nie pamiętam hasła' link sets */
  passwordReset: (token: string) => ['auth', 'password-reset', token] as const,
  /** the address an e-mail change link sets */
  emailChange: (token: string) => ['auth', 'email-change', token] as const,
};
