import { companyUsersSchema } from '@platform/shared';
import { request } from '@/lib/api-client';

/**
 * GET /api/v2/users?byMyCompany=true: the users of the logged-in user's own company, read by the
 * company's users page and by a thread's participants dialog (each under its own key).
 */
export const getMyCompanyUsers = (signal?: AbortSignal) =>
  request('/users', { query: { byMyCompany: 'true' }, schema: companyUsersSchema, signal });
