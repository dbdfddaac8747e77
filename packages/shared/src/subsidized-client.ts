import { type AccountType, isAdminAccountType } from './enums.js';

/**
 * The subsidy fact of an account, as the server's actor holds it: the account type says so or the
 * user's company is subsidised.
 */
export const isSubsidizedAccount = (accountType: AccountType, companySubsidized: boolean): boolean =>
  accountType === 'SUBSIDIZED_CLIENT' || companySubsidized;

/**
 * A subsidised client (spec 6): trial limits apply (first list page only, industry filter locked
 * on, no statistics in the menu). Staff are never limited, even when attached to a subsidised
 * company; the server's order lists always decided so, and the browser now agrees with them.
 */
export const isSubsidizedClient = (user: { accountType: AccountType; isSubsidized: boolean }): boolean =>
  isSubsidizedAccount(user.accountType, user.isSubsidized) && !isAdminAccountType(user.accountType);
