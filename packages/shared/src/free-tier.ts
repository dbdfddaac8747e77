import { type AccountType, isAdminAccountType, type Service } from './enums.js';

/**
 * The free tier (document 2, sections 1 and 6; the product's 'Oferta' page, 'Wersja bezpłatna'): a
 * registered user whose account carries none of the services that open the investment database and
 * the company cards sees of another company only the count and total value of its investments, and
 * is invited to buy full access. Staff pass every service check, so they are never on it. One rule
 * for the server's company policy and the browser's card.
 */
export const CARD_ACCESS_SERVICES = [
  'COMPANY_CARD',
  'INVESTMENT_DETAIL_AND_COMPANY_PREVIEW',
] as const satisfies readonly Service[];

export type TierSubject = { accountType: AccountType; availableServices: readonly Service[] };

export const isFreeTierUser = (user: TierSubject): boolean =>
  !isAdminAccountType(user.accountType) &&
  !CARD_ACCESS_SERVICES.some((service) => user.availableServices.includes(service));

/** A logged-in user's view of a company card: one's own company is always seen in full. */
export const seesFullCompanyCard = (user: TierSubject, isOwnCompany: boolean): boolean =>
  isOwnCompany || !isFreeTierUser(user);
