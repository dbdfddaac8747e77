import { type RefObject, useEffect, useRef } from 'react';
import { PUBLIC_MENU } from '../lib/menu-entry';
import { MenuLink } from './menu-link';
import { PublicAccountLinks } from './public-account-links';

type Props = { id: string; temporary: boolean; toggleRef: RefObject<HTMLButtonElement | null>; onClose: () => void };

/**
 * Narrow screens: the public menu as a panel under the top bar. Closes on Escape and on a press outside it
 * (the dimmed page); a link inside it changes the route, which closes it too (see PublicNav).
 */
export const PublicMenu = ({ id, temporary, toggleRef, onClose }: Props) => {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [toggleRef, onClose]);

  return (
    <>
      <div className="public-menu__backdrop" aria-hidden="true" />
      <div className="public-menu" id={id} ref={panelRef} data-testid="public-menu">
        <nav aria-label="Menu">
          <PublicMenuLinks className="public-menu__links" />
        </nav>
        <div className="public-menu__account">
          <PublicAccountLinks temporary={temporary} block />
        </div>
      </div>
    </>
  );
};

/** The public menu's links (spec 2.4), in the top bar and in the narrow screens' panel. */
export const PublicMenuLinks = ({ className }: { className?: string }) => (
  <ul className={className}>
    {PUBLIC_MENU.map((entry) => (
      <li key={entry.key}>
        <MenuLink entry={entry} counts={{}} />
      </li>
    ))}
  </ul>
);
