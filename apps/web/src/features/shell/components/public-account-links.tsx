import { NavLinkButton } from '@/components/nav-link-button';
import { paths } from '@/config/paths';

type Props = { temporary: boolean; block?: boolean };

/** 'Dostęp tymczasowy', 'Zaloguj się' and 'Zarejestruj się': in the top bar, or stacked in the narrow-screen menu. */
export const PublicAccountLinks = ({ temporary, block = false }: Props) => {
  const size = block ? 'btn--lg btn--block' : '';
  return (
    <>
      {temporary && (
        <span className="pill pill--accent" data-testid="temporary-access-tag">
          Dostęp tymczasowy
        </span>
      )}
      <NavLinkButton to={paths.auth.login.to()} className={size}>
        Zaloguj się
      </NavLinkButton>
      <NavLinkButton primary to={paths.auth.register.to()} className={size}>
        Zarejestruj się
      </NavLinkButton>
    </>
  );
};
