import {
  type AccountType,
  type CompanyRight,
  isAdminAccountType,
  type Service,
  type TemporaryPermission,
} from '@platform/shared';

/**
 * The caller of a request as the auth plugin reads it. A leaf file: the plugin that builds it and
 * the modules that decide with it both import it from here, never from each other.
 */
export type ActorUser = {
  id: number;
  login: string;
  accountType: AccountType;
  companyId: number | null;
  companyAdmin: boolean;
  availableServices: Service[];
  /** the rights within the company (offer editing read from COMPANY_OFFER_EDIT); the admin holds all */
  companyRights: CompanyRight[];
  isSubsidized: boolean;
};

export type AuthContext =
  | { kind: 'anonymous'; problem?: 'expired' | 'invalid' }
  /** sessionId: the login session (refresh-token family) the access token belongs to, when read from one */
  | { kind: 'user'; user: ActorUser; sessionId?: string }
  | { kind: 'temporary'; user: ActorUser; permissions: TemporaryPermission[]; resourceId: number | null };

/** Staff (administrators) pass every module's ownership checks. */
export const isStaff = (user: ActorUser): boolean => isAdminAccountType(user.accountType);
