import { COMPANY_RIGHTS, type CompanyRight } from '@platform/shared';

/**
 * The rights a person holds within the company from the two columns that keep them: offer editing
 * is the COMPANY_OFFER_EDIT service (granted so before rights existed, read by the old contract and
 * the company card), the other rights `users.company_rights`. Unknown stored values are ignored.
 */
export const companyRightsOf = (row: { availableServices: readonly string[]; companyRights: readonly string[] }) =>
  COMPANY_RIGHTS.filter((right: CompanyRight) =>
    right === 'OFFER_EDIT' ? row.availableServices.includes('COMPANY_OFFER_EDIT') : row.companyRights.includes(right),
  );

/** The two columns' values for a set of rights (the inverse of `companyRightsOf`). */
export const storedRights = (rights: readonly CompanyRight[]) => ({
  offerEdit: rights.includes('OFFER_EDIT'),
  companyRights: rights.filter((right) => right !== 'OFFER_EDIT'),
});
