import { ACCOUNT_TYPE_LABELS, type UserMe } from '@platform/shared';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { paths, toBrowserUrl } from '@/config/paths';
import { logout } from '@/lib/auth';
import { toAntdItems } from '../lib/menu-items';
import { buildUserMenu } from '../lib/menu-model';
import { ChevronDownIcon } from './icons';

const initials = (user: UserMe) => `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
export const fullName = (user: UserMe) => `${user.firstName} ${user.lastName}`.trim() || user.login;

/**
 * Hook used by both the dropdown and the mobile drawer: logout, then a full load of the login page,
 * so nothing of the old session (cached answers, requests in flight) can act after it.
 */
export const useLogoutAction = () => () =>
  void logout(() => window.location.replace(toBrowserUrl(paths.auth.login.to())));

/** User menu: name, account type, links of spec 6 and 'Wyloguj'. */
export const UserMenu = ({ user }: { user: UserMe }) => {
  const onLogout = useLogoutAction();
  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <div style={{ color: '#1c1917' }}>
          <div style={{ fontWeight: 600 }}>{fullName(user)}</div>
          <div style={{ fontSize: 12, color: 'var(--text-muted)' }}>{user.email.email}</div>
        </div>
      ),
    },
    { type: 'divider' },
    ...toAntdItems(buildUserMenu(user), {}),
    { type: 'divider' },
    { key: 'logout', label: 'Wyloguj', onClick: onLogout },
  ];
  // No opening motion (transitionName ''): antd's slide-up scales the menu in from 80 % height, so during it every
  // item moves down under a still pointer. A quick click pressed on 'Wyloguj' was released on the item above and
  // became a click on the menu itself (nothing happened), or it hit the item above ('Planer') instead.
  // It opens inside the sticky bar, as the main menu's submenus do, so that it stays under its button
  // when the page scrolls.
  return (
    <Dropdown
      menu={{ items }}
      trigger={['click']}
      placement="bottomRight"
      transitionName=""
      getPopupContainer={(button) => button.parentElement ?? document.body}
    >
      <Button type="text" style={{ height: 48, display: 'flex', alignItems: 'center', gap: 10, padding: '0 8px' }}>
        <Avatar style={{ background: '#292524', flex: '0 0 auto' }}>{initials(user)}</Avatar>
        <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.25 }}>
          <span data-testid="user-name" style={{ fontWeight: 600 }}>
            {fullName(user)}
          </span>
          <span data-testid="account-type" style={{ fontSize: 12, color: 'var(--text-muted)' }}>
            {ACCOUNT_TYPE_LABELS[user.accountType]}
          </span>
        </span>
        <ChevronDownIcon />
      </Button>
    </Dropdown>
  );
};
