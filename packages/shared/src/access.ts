import type { UserMe } from './auth.js';
import { type AccountType, isAdminAccountType, type Service, type TemporaryPermission } from './enums.js';

/**
 * Pure access rules of spec section 6, shared by the server guards and the browser menus.
 * Admins pass every service check.
 */
export type Actor = Pick<UserMe, 'accountType' | 'availableServices' | 'temporaryPermissions'>;

export const hasService = (actor: Actor, service: Service): boolean =>
  isAdminAccountType(actor.accountType) || actor.availableServices.includes(service);

export const hasAllTemporaryPermissions = (
  granted: readonly TemporaryPermission[],
  required: readonly TemporaryPermission[],
) => required.every((p) => granted.includes(p));

export const isSuperadmin = (type: AccountType): boolean => type === 'SUPERADMIN';

/** 'Pytania' link: superadmin, administrator, sales, or clients/sub-accounts with CONSULTANT_OPTION_LIMITATION. */
export const canSeeQuestions = (actor: Actor): boolean =>
  ['SUPERADMIN', 'ADMINISTRATOR', 'SALES'].includes(actor.accountType) ||
  (['CLIENT', 'SUBACCOUNT'].includes(actor.accountType) &&
    actor.availableServices.includes('CONSULTANT_OPTION_LIMITATION'));

/** Planner link: the PLANNER service and not an admin. */
export const canSeePlanner = (actor: Actor): boolean =>
  !isAdminAccountType(actor.accountType) && actor.availableServices.includes('PLANNER');
