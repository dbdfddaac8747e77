import { Link } from 'react-router';
import { FOOTER_LINKS } from '../lib/menu-entry';
import './shell.css';

/** Footer (spec 2.4): Oferta, O nas, Kontakt, Support, Polityka prywatności. */
export const AppFooter = () => (
  <footer className="footer">
    <div className="footer__inner">
      <nav aria-label="Stopka">
        <ul>
          {FOOTER_LINKS.map((link) => (
            <li key={link.key}>
              <Link to={link.to ?? '/'}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <span className="footer__copy">© {new Date().getFullYear()} Platforma Budowlana</span>
    </div>
  </footer>
);
