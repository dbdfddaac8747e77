import { Menu, Select } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { editorsMenu } from '@/config/editors-paths';
import { paths } from '@/config/paths';
import './panel.css';

/** 'Puls budownictwa: tagi' -> 'Tagi': the group's heading already says the first part. */
const shortTitle = (title: string) => {
  const rest = title.includes(': ') ? title.slice(title.indexOf(': ') + 2) : title;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
};

const groups = editorsMenu.map((group) => ({
  key: group.title,
  label: group.title,
  type: 'group' as const,
  children: group.items.map((key) => ({ key: paths.editors[key].to(), label: shortTitle(paths.editors[key].title) })),
}));

/** The editors panel's frame: its areas on the left (a chooser on a phone), the page on the right. */
export const PanelLayout = ({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const current = groups
    .flatMap((g) => g.children)
    .map((c) => c.key)
    .filter((key) => location.pathname.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  return (
    <PageContainer title={title} extra={extra}>
      <div className="editors-layout">
        <nav aria-label="Panel redaktora" className="editors-layout__menu">
          <Menu mode="inline" items={groups} selectedKeys={current ? [current] : []} onClick={(e) => navigate(e.key)} />
        </nav>
        <div className="editors-layout__picker">
          <Select
            aria-label="Przejdź do części panelu"
            value={current}
            placeholder="Wybierz część panelu"
            options={groups.map((g) => ({
              label: g.label,
              options: g.children.map((c) => ({ value: c.key, label: c.label })),
            }))}
            onChange={(to) => navigate(to)}
            style={{ width: '100%' }}
          />
        </div>
        <div className="editors-layout__content">{children}</div>
      </div>
    </PageContainer>
  );
};
