import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Brand mark linking to the home page. */
export const Logo = () => (
  <Link
    to={paths.home.to()}
    aria-label="Platforma Budowlana: strona główna"
    style={{ display: 'flex', alignItems: 'center', gap: 10, color: '#1c1917', flex: '0 0 auto' }}
  >
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="#c2410c" />
      <path d="M6 24V14l10-7 10 7v10h-6v-6h-8v6z" fill="#fff" />
    </svg>
    <span className="logo__name" style={{ fontWeight: 700, fontSize: 17, letterSpacing: -0.2, whiteSpace: 'nowrap' }}>
      Platforma <span style={{ color: '#c2410c' }}>Budowlana</span>
    </span>
  </Link>
);
