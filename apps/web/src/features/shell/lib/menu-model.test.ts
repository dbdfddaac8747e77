import { ACCOUNT_TYPES, type AccountType } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { userOfType } from '@/testing/factories';
import { buildMainMenu, buildUserMenu, type MenuEntry } from './menu-model';

const keys = (entries: MenuEntry[]): string[] => entries.flatMap((e) => [e.key, ...keys(e.children ?? [])]);
const find = (entries: MenuEntry[], key: string): MenuEntry | undefined =>
  entries.flatMap((e) => [e, ...(e.children ?? [])]).find((e) => e.key === key);

describe('main menu by account type', () => {
  it('a client sees Inwestycje, Zlecenia, Firmy, Raporty and Wiadomości with their badges', () => {
    const menu = buildMainMenu(userOfType('CLIENT'));
    expect(menu.map((e) => e.label)).toEqual(['Inwestycje', 'Zlecenia', 'Firmy', 'Raporty', 'Wiadomości']);
    expect(find(menu, 'messages')?.badge).toBe('unreadMessages');
    expect(find(menu, 'orders-offered')?.badge).toBe('offeredOrders');
    expect(find(menu, 'orders-invitations')?.badge).toBe('orderInvitations');
  });

  it('no two entries of the menus lead to one page (a page has one name in the menu)', () => {
    for (const type of ACCOUNT_TYPES) {
      const user = userOfType(type);
      const flat = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);
      for (const menu of [buildMainMenu(user), buildUserMenu(user)]) {
        const targets = flat(menu).flatMap((e) => (e.to ? [e.to] : []));
        expect(
          targets.filter((to, i) => targets.indexOf(to) !== i),
          type,
        ).toEqual([]);
      }
    }
  });

  it('a subsidised client gets the reduced menu: no reports, no offered or invited counts', () => {
    const menu = buildMainMenu(userOfType('SUBSIDIZED_CLIENT'));
    expect(menu.map((e) => e.label)).toEqual(['Inwestycje', 'Zlecenia', 'Firmy', 'Wiadomości']);
    expect(find(menu, 'orders-offered')?.badge).toBeUndefined();
    expect(find(menu, 'orders-invitations')?.badge).toBeUndefined();
    expect(find(menu, 'orders')?.badge).toBe('myOrdersNotApproved');
  });

  it('links the e-portfolio of the own company when there is one', () => {
    expect(find(buildMainMenu(userOfType('CLIENT', { company: { id: 12 } })), 'my-company')?.to).toBe('/firma/12');
    expect(find(buildMainMenu(userOfType('CLIENT', { company: null })), 'my-company')).toBeUndefined();
  });
});

describe('user menu links (spec 6)', () => {
  const userMenu = (type: AccountType, services: Parameters<typeof userOfType>[1] = {}) =>
    keys(buildUserMenu(userOfType(type, services)));

  it('superadmin: admin panel, editors panel, Pytania and the legacy admin link', () => {
    expect(userMenu('SUPERADMIN')).toEqual(
      expect.arrayContaining(['admin-panel', 'editors-panel', 'questions', 'legacy-admin']),
    );
  });

  it('administrator and sales: Pytania and legacy admin, but no panel links', () => {
    for (const type of ['ADMINISTRATOR', 'SALES'] as const) {
      const menu = userMenu(type);
      expect(menu).toEqual(expect.arrayContaining(['questions', 'legacy-admin']));
      expect(menu).not.toContain('admin-panel');
      expect(menu).not.toContain('editors-panel');
    }
  });

  it('manager: legacy admin link without Pytania', () => {
    const menu = userMenu('MANAGER');
    expect(menu).toContain('legacy-admin');
    expect(menu).not.toContain('questions');
  });

  it('clients and sub-accounts see Pytania only with CONSULTANT_OPTION_LIMITATION', () => {
    expect(userMenu('CLIENT')).not.toContain('questions');
    expect(userMenu('SUBACCOUNT', { availableServices: ['CONSULTANT_OPTION_LIMITATION'] })).toContain('questions');
    expect(userMenu('CLIENT', { availableServices: ['CONSULTANT_OPTION_LIMITATION'] })).toContain('questions');
  });

  it('Planer needs the PLANNER service and a non-admin, and is hidden for subsidised clients', () => {
    expect(userMenu('CLIENT', { availableServices: ['PLANNER'] })).toContain('planner');
    expect(userMenu('CLIENT')).not.toContain('planner');
    expect(userMenu('ADMINISTRATOR', { availableServices: ['PLANNER'] })).not.toContain('planner');
    expect(userMenu('SUBSIDIZED_CLIENT', { availableServices: ['PLANNER'] })).not.toContain('planner');
  });

  it('clients have no admin links', () => {
    const menu = userMenu('CLIENT');
    for (const key of ['admin-panel', 'editors-panel', 'legacy-admin']) expect(menu).not.toContain(key);
  });

  it("leads 'Pytania' and 'Planer' to their pages (spec 6 menu)", () => {
    const user = userOfType('CLIENT', { availableServices: ['CONSULTANT_OPTION_LIMITATION', 'PLANNER'] });
    const entries = buildUserMenu(user);
    expect(entries.find((e) => e.key === 'questions')?.to).toBe('/pytania');
    expect(entries.find((e) => e.key === 'planner')?.to).toBe('/planer');
  });
});
