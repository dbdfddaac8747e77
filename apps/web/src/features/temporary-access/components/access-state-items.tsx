import type { UserMe } from '@platform/shared';
import { type DescriptionsProps, Tag } from 'antd';
import type { SessionKind } from '@/lib/storage';

const KIND_LABELS: Record<SessionKind, string> = {
  temporary: 'dostęp tymczasowy',
  user: 'zalogowany użytkownik',
  anonymous: 'niezalogowany',
};
const KIND_COLORS: Record<SessionKind, string> = { temporary: 'orange', user: 'blue', anonymous: 'default' };

/** Rows describing the current identity on the temporary-access test pages. */
export const accessStateItems = (kind: SessionKind, user: UserMe | null): NonNullable<DescriptionsProps['items']> => [
  {
    key: 'kind',
    label: 'Rodzaj dostępu',
    children: (
      <Tag color={KIND_COLORS[kind]} data-testid="access-kind">
        {KIND_LABELS[kind]}
      </Tag>
    ),
  },
  { key: 'user', label: 'Użytkownik', children: user ? `${user.firstName} ${user.lastName}` : '—' },
  {
    key: 'permissions',
    label: 'Uprawnienia tymczasowe',
    children: user?.temporaryPermissions.length ? user.temporaryPermissions.join(', ') : 'brak',
  },
];
