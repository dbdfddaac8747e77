import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from './icons';
import { PublicAccountLinks } from './public-account-links';
import { PublicMenu, PublicMenuLinks } from './public-menu';

const PANEL_ID = 'public-menu';

/**
 * Public menu for anonymous visitors and temporary access: links, 'Zaloguj się', register. Below 1360 px the
 * links move into a panel behind a menu button, below 768 px the account links too (shell.css), so the bar
 * never gets wider than the screen. No antd here: public pages do not load it for the top bar.
 */
export const PublicNav = ({ temporary }: { temporary: boolean }) => {
  const location = useLocation();
  // the panel belongs to the history entry it was opened on: any navigation (a link in it) closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenOn(null), []);

  return (
    <>
      <nav aria-label="Menu" className="public-nav">
        <PublicMenuLinks />
      </nav>
      <div className="top-bar__actions">
        <div className="top-bar__account">
          <PublicAccountLinks temporary={temporary} />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-label={open ? 'Zamknij menu' : 'Otwórz menu'}
          aria-expanded={open}
          aria-controls={open ? PANEL_ID : undefined}
          onClick={() => setOpenOn(open ? null : location.key)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {open && <PublicMenu id={PANEL_ID} temporary={temporary} toggleRef={toggleRef} onClose={close} />}
    </>
  );
};
