import { MESSAGES, type TemporaryPermission } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { userOfType } from '@/testing/factories';
import type { RouteHandle } from '../route-handle';
import { type AccessInput, decideAccess } from './decide-access';

const input = (handle: Partial<RouteHandle>, rest: Partial<AccessInput> = {}): AccessInput => ({
  handle: { title: 'T', access: 'user', ...handle },
  params: {},
  kind: 'user',
  user: userOfType('CLIENT'),
  userLoading: false,
  ...rest,
});

describe('decideAccess', () => {
  it('anonymous visitors on a protected route get the login countdown', () => {
    expect(decideAccess(input({}, { kind: 'anonymous', user: null }))).toEqual({ type: 'login-required' });
    expect(decideAccess(input({ access: 'admin' }, { kind: 'anonymous', user: null })).type).toBe('login-required');
  });

  it('public routes render for everyone', () => {
    expect(decideAccess(input({ access: 'public' }, { kind: 'anonymous', user: null })).type).toBe('render');
  });

  it('admin-only routes: 403 with the login button for non-admins, open for staff', () => {
    expect(decideAccess(input({ access: 'admin', adminRoute: true }))).toEqual({ type: 'forbidden', adminRoute: true });
    for (const type of ['SUPERADMIN', 'ADMINISTRATOR', 'MANAGER', 'SALES'] as const) {
      expect(decideAccess(input({ access: 'admin' }, { user: userOfType(type) })).type).toBe('render');
    }
  });

  it('superadmin-only routes refuse other staff', () => {
    const handle = { access: 'superadmin' as const, adminRoute: true };
    expect(decideAccess(input(handle, { user: userOfType('ADMINISTRATOR') })).type).toBe('forbidden');
    expect(decideAccess(input(handle, { user: userOfType('SUPERADMIN') })).type).toBe('render');
  });

  it('waits for the user before deciding a protected route', () => {
    expect(decideAccess(input({}, { user: null, userLoading: true })).type).toBe('loading');
  });

  it('ids in the path must be positive integers', () => {
    const handle = { access: 'public' as const, numericParams: { orderId: MESSAGES.invalidOrderId } };
    expect(decideAccess(input(handle, { params: { orderId: '12' } })).type).toBe('render');
    for (const bad of ['abc', '0', '-3', '1.5', '12a', '99999999999']) {
      expect(decideAccess(input(handle, { params: { orderId: bad } }))).toEqual({
        type: 'invalid-param',
        message: 'Nieprawidłowy ID zlecenia',
      });
    }
  });

  describe('temporary access', () => {
    const temp = (permissions: TemporaryPermission[]) => ({
      kind: 'temporary' as const,
      user: userOfType('CLIENT', { temporaryPermissions: permissions }),
    });
    const protectedRule = { mode: 'protected' as const, permissions: ['TEST_VIEW', 'TEST_CREATE'] as const };
    const unprotectedRule = { mode: 'unprotected' as const, permissions: ['TEST_VIEW', 'TEST_CREATE'] as const };

    it('a protected route needs all listed permissions, else the not-authorized screen', () => {
      expect(decideAccess(input({ temporary: protectedRule }, temp(['TEST_VIEW', 'TEST_CREATE']))).type).toBe('render');
      expect(decideAccess(input({ temporary: protectedRule }, temp(['TEST_VIEW']))).type).toBe(
        'temporary-not-authorized',
      );
    });

    it('an unprotected route ends a temporary session lacking the permissions', () => {
      expect(decideAccess(input({ access: 'public', temporary: unprotectedRule }, temp(['TEST_VIEW']))).type).toBe(
        'end-temporary',
      );
    });

    it('routes outside temporary access are not authorized under it', () => {
      expect(decideAccess(input({}, temp(['ORDER_EDIT_APPROVAL']))).type).toBe('temporary-not-authorized');
      expect(decideAccess(input({ access: 'public' }, temp(['ORDER_EDIT_APPROVAL']))).type).toBe('render');
    });
  });
});
