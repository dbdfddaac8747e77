import type { AccountType } from '@platform/shared';

/** Staff who answer (spec 6, menu 'Pytania': superadmin, administrator, sales); the server holds the same rule. */
export const answersQuestions = (accountType: AccountType): boolean =>
  accountType === 'SUPERADMIN' || accountType === 'ADMINISTRATOR' || accountType === 'SALES';
