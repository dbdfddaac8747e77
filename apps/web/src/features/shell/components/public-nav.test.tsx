import { fireEvent, screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoutes } from '@/testing/render';
import { PublicNav } from './public-nav';

/** The public bar kept across navigations, as in the shell layout. */
const renderPublicNav = (temporary = false) =>
  renderRoutes(
    [
      {
        element: (
          <>
            <PublicNav temporary={temporary} />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>Strona główna</p> },
          { path: paths.auth.login.path, element: <p>Logowanie</p> },
        ],
      },
    ],
    '/',
  );

const menuButton = () => screen.getByRole('button', { name: /menu$/ });

describe('PublicNav (anonymous top bar)', () => {
  it('shows the links, login and register; the narrow-screen panel is closed', () => {
    renderPublicNav();
    for (const label of ['Zlecenia budowlane', 'Przykładowe inwestycje', 'Przykładowe zlecenia', 'Oferta']) {
      expect(screen.getByRole('link', { name: label })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zarejestruj się' })).toBeTruthy();
    expect(menuButton().getAttribute('aria-label')).toBe('Otwórz menu');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('public-menu')).toBeNull();
  });

  it('the menu button opens a panel with the links, login and register', () => {
    renderPublicNav();
    fireEvent.click(menuButton());
    const panel = within(screen.getByTestId('public-menu'));
    for (const label of ['Zlecenia budowlane', 'Oferta', 'Zaloguj się', 'Zarejestruj się']) {
      expect(panel.getByRole('link', { name: label })).toBeTruthy();
    }
    expect(menuButton().getAttribute('aria-label')).toBe('Zamknij menu');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(menuButton());
    expect(screen.queryByTestId('public-menu')).toBeNull();
  });

  it('a link in the panel navigates and closes it', async () => {
    renderPublicNav();
    fireEvent.click(menuButton());
    fireEvent.click(within(screen.getByTestId('public-menu')).getByRole('link', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Logowanie')).toBeTruthy();
    expect(screen.queryByTestId('public-menu')).toBeNull();
  });

  it('Escape and a press outside close the panel', () => {
    renderPublicNav();
    fireEvent.click(menuButton());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('public-menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton());

    fireEvent.click(menuButton());
    fireEvent.pointerDown(screen.getByText('Strona główna'));
    expect(screen.queryByTestId('public-menu')).toBeNull();
  });

  it('temporary access shows its tag in the bar and in the panel', () => {
    renderPublicNav(true);
    expect(screen.getAllByTestId('temporary-access-tag')).toHaveLength(1);
    fireEvent.click(menuButton());
    expect(screen.getAllByTestId('temporary-access-tag')).toHaveLength(2);
  });
});
