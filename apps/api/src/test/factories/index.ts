/** Factories of test data: each inserts real rows and answers them, any column overridable. */
export { buildCompanies, buildCompany, type CompanyRow, validNip } from './company.js';
export { buildCompanyService } from './company-service.js';
export { buildInvestment, type InvestmentRow, type Participant } from './investment.js';
export { buildOrder, type OrderRow } from './order.js';
export { buildUser, type UserRow } from './user.js';
export { buildUserFilters, type UserFilterRow } from './user-filter.js';
