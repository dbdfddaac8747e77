import { hasAllTemporaryPermissions, isAdminAccountType, type UserMe } from '@platform/shared';
import type { SessionKind } from '@/lib/storage';
import type { RouteHandle } from '../route-handle';

/** What the gate shows for a route; a pure function of the route rules and the session (spec 6). */
export type GateDecision =
  | { type: 'render' }
  | { type: 'loading' }
  | { type: 'login-required' }
  | { type: 'forbidden'; adminRoute: boolean }
  | { type: 'temporary-not-authorized' }
  | { type: 'end-temporary' }
  | { type: 'invalid-param'; message: string }
  | { type: 'user-error' };

export type AccessInput = {
  handle: RouteHandle;
  params: Readonly<Record<string, string | undefined>>;
  kind: SessionKind;
  user: UserMe | null;
  userLoading: boolean;
};

const POSITIVE_INT = /^[1-9]\d{0,9}$/;
const isPositiveIntParam = (value: string | undefined): boolean =>
  value !== undefined && POSITIVE_INT.test(value) && Number(value) <= 2_147_483_647;

const checkParams = ({ handle, params }: AccessInput): GateDecision => {
  for (const [name, message] of Object.entries(handle.numericParams ?? {})) {
    if (!isPositiveIntParam(params[name])) return { type: 'invalid-param', message };
  }
  return { type: 'render' };
};

const decideTemporary = (input: AccessInput): GateDecision => {
  const { handle, user, userLoading } = input;
  if (userLoading) return { type: 'loading' };
  const rule = handle.temporary;
  if (rule && user && hasAllTemporaryPermissions(user.temporaryPermissions, rule.permissions)) {
    return checkParams(input);
  }
  if (rule?.mode === 'unprotected') return { type: 'end-temporary' };
  if (handle.access === 'public') return checkParams(input);
  return { type: 'temporary-not-authorized' };
};

export const decideAccess = (input: AccessInput): GateDecision => {
  const { handle, kind, user, userLoading } = input;
  if (kind === 'temporary') return decideTemporary(input);
  if (handle.access === 'public') return checkParams(input);
  if (kind === 'anonymous') return { type: 'login-required' };
  if (userLoading) return { type: 'loading' };
  if (!user) return { type: 'user-error' };
  const adminRoute = handle.adminRoute ?? false;
  if (handle.access === 'admin' && !isAdminAccountType(user.accountType)) return { type: 'forbidden', adminRoute };
  if (handle.access === 'superadmin' && user.accountType !== 'SUPERADMIN') return { type: 'forbidden', adminRoute };
  return checkParams(input);
};
