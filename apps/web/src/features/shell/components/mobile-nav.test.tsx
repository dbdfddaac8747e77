import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { userOfType } from '@/testing/factories';
import { renderAt } from '@/testing/render';
import { buildMainMenu } from '../lib/menu-model';
import { MobileNav } from './mobile-nav';

const user = userOfType('CLIENT');
const show = (counts: Parameters<typeof MobileNav>[0]['counts']) =>
  renderAt(<MobileNav user={user} entries={buildMainMenu(user)} counts={counts} />);

/** The phone's collapsed top bar (spec 2.4): the counts stay visible beside the menu button. */
describe('MobileNav', () => {
  it('keeps the unread and order counts on the bar, each leading where its count is', () => {
    show({ ordersTotal: 3, orderInvitations: 3, unreadMessages: 12 });
    const messages = screen.getByTestId('mobile-count-messages');
    expect(messages.getAttribute('aria-label')).toBe('Wiadomości: 12');
    expect(messages.textContent).toBe('12');
    expect(messages.getAttribute('href')).toBe(paths.messages.list.to());
    const orders = screen.getByTestId('mobile-count-orders');
    expect(orders.getAttribute('aria-label')).toBe('Zlecenia: 3');
    expect(orders.getAttribute('href')).toBe(paths.orders.invitations.to());
  });

  it('shows nothing beside the button when nothing waits', () => {
    show({});
    expect(screen.queryByTestId('mobile-count-messages')).toBeNull();
    expect(screen.queryByTestId('mobile-count-orders')).toBeNull();
    expect(screen.getByRole('button', { name: 'Otwórz menu' })).toBeTruthy();
  });
});
