import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { userOfType } from '@/testing/factories';
import { renderAt, useDesktopMedia } from '@/testing/render';
import { UserNav } from './user-nav';

describe('UserNav (logged-in top bar)', () => {
  beforeEach(useDesktopMedia);

  it('a client sees the full menu, the name and the account type', async () => {
    renderAt(<UserNav user={userOfType('CLIENT', { firstName: 'Jan', lastName: 'Kowalski' })} />);
    expect(await screen.findByText('Raporty')).toBeTruthy();
    for (const label of ['Inwestycje', 'Zlecenia', 'Firmy', 'Wiadomości']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByTestId('user-name').textContent).toBe('Jan Kowalski');
    expect(screen.getByTestId('account-type').textContent).toBe('klient');
  });

  it('a subsidised client has no Raporty', async () => {
    renderAt(<UserNav user={userOfType('SUBSIDIZED_CLIENT')} />);
    expect(await screen.findByText('Wiadomości')).toBeTruthy();
    expect(screen.queryByText('Raporty')).toBeNull();
    expect(screen.getByTestId('account-type').textContent).toBe('klient dotowany');
  });
});
