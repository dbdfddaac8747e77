import { NavLinkButton } from '@/components/nav-link-button';
import { paths } from '@/config/paths';
import { PUBLIC_MENU } from '../lib/menu-entry';
import { MenuLink } from './menu-link';

/** Public menu for anonymous visitors and temporary access: links, 'Zaloguj się', register. */
export const PublicNav = ({ temporary }: { temporary: boolean }) => (
  <>
    <nav aria-label="Menu" className="public-nav">
      <ul>
        {PUBLIC_MENU.map((entry) => (
          <li key={entry.key}>
            <MenuLink entry={entry} counts={{}} />
          </li>
        ))}
      </ul>
    </nav>
    <div className="top-bar__actions">
      {temporary && (
        <span className="pill pill--accent" data-testid="temporary-access-tag">
          Dostęp tymczasowy
        </span>
      )}
      <NavLinkButton to={paths.auth.login.to()}>Zaloguj się</NavLinkButton>
      <NavLinkButton primary to={paths.auth.register.to()} className="hide-on-xs">
        Zarejestruj się
      </NavLinkButton>
    </div>
  </>
);
