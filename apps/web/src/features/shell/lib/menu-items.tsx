import type { MenuProps } from 'antd';
import type { BadgeCounts } from '../api/use-badge-counts';
import { MenuLink } from '../components/menu-link';
import type { MenuEntry } from './menu-entry';

type AntdItems = NonNullable<MenuProps['items']>;

/** Menu model -> antd Menu items. */
export const toAntdItems = (entries: MenuEntry[], counts: BadgeCounts, onNavigate?: () => void): AntdItems =>
  entries.map((entry) => ({
    key: entry.key,
    label: <MenuLink entry={entry} counts={counts} onNavigate={onNavigate} />,
    children: entry.children ? toAntdItems(entry.children, counts, onNavigate) : undefined,
  }));

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Keys of the entries (and their parents) whose route is the current path. */
export const selectedKeys = (entries: MenuEntry[], pathname: string): string[] => {
  const current = normalize(pathname);
  const found: string[] = [];
  const visit = (list: MenuEntry[], parents: string[]) => {
    for (const entry of list) {
      if (entry.to && normalize(entry.to.split('?')[0] ?? '') === current) found.push(...parents, entry.key);
      if (entry.children) visit(entry.children, [...parents, entry.key]);
    }
  };
  visit(entries, []);
  return found;
};
