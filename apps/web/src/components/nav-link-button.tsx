import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toBrowserUrl } from '@/config/paths';
import './buttons.css';

type Props = { to: string; primary?: boolean; className?: string; children: ReactNode };

/** A link styled as a button, without antd (kept light for the public top bar). */
export const NavLinkButton = ({ to, primary = false, className = '', children }: Props) => {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <a href={toBrowserUrl(to)} onClick={onClick} className={`btn ${primary ? 'btn--primary' : ''} ${className}`.trim()}>
      {children}
    </a>
  );
};
