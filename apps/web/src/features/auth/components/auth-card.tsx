import type { ReactNode } from 'react';
import './auth.css';

type Props = { title: string; subtitle?: ReactNode; wide?: boolean; children: ReactNode; footer?: ReactNode };

/** Centred card of the login and registration pages (plain markup: the login page stays light). */
export const AuthCard = ({ title, subtitle, wide = false, children, footer }: Props) => (
  <div className="page-container auth-page">
    <section className={wide ? 'auth-card auth-card--wide' : 'auth-card'} aria-labelledby="auth-title">
      <h1 id="auth-title" className="auth-card__title">
        {title}
      </h1>
      {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
      {children}
      {footer && <div className="auth-card__footer">{footer}</div>}
    </section>
  </div>
);
