import { COMPANY_RIGHTS, type CompanyPerson, type CompanyPersonStatus } from '@platform/shared';
import { companyRightsOf } from '../../lib/company-rights.js';
import type { CompanyPersonRow } from './company-people.queries.js';

const statusOf = (row: CompanyPersonRow): CompanyPersonStatus =>
  row.active ? 'ACTIVE' : row.deactivated ? 'DEACTIVATED' : 'INVITED';

export const presentPerson = (row: CompanyPersonRow): CompanyPerson => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  position: row.position,
  status: statusOf(row),
  companyAdmin: row.companyAdmin,
  rights: row.companyAdmin ? [...COMPANY_RIGHTS] : companyRightsOf(row),
});
