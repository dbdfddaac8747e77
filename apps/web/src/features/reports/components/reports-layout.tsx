import { isSubsidizedClient } from '@platform/shared';
import { Menu, Segmented } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import { activeReportKey, REPORT_NAV } from './report-nav';
import { ReportsLock } from './reports-lock';
import './reports-layout.css';

/**
 * /analizy-i-raporty (spec 2.8): the reports' frame. With the "new reports navigation" flag the
 * reports are listed in a side navigation (a row of tabs on a phone); without it, in a row of tabs
 * above the report. Subsidised users get the frame with the data locked (spec 6).
 */
export const ReportsLayout = () => {
  const { user } = useCurrentUser();
  const { enabled: sideNavigation } = useFeatureFlag('NEW_REPORTS_NAVIGATION');
  const location = useLocation();
  const navigate = useNavigate();
  const active = activeReportKey(location.pathname);
  const go = (key: string) => {
    const entry = REPORT_NAV.find((e) => e.key === key);
    if (entry) navigate(entry.to);
  };
  const locked = user !== null && isSubsidizedClient(user);
  const content = locked ? <ReportsLock /> : <Outlet />;
  // one tree whatever the flag says: the flag arrives after the first render, and a report mounted
  // under another parent would be mounted again, losing what was typed into it
  return (
    <div className={sideNavigation ? 'reports-layout' : 'reports-layout reports-layout--tabs'}>
      {sideNavigation && (
        <nav className="reports-layout__nav" aria-label="Raporty">
          <Menu
            mode="inline"
            selectedKeys={[active]}
            onClick={({ key }) => go(key)}
            items={REPORT_NAV.map((e) => ({ key: e.key, label: e.label }))}
          />
        </nav>
      )}
      <main className="reports-layout__content">
        {!sideNavigation && (
          <nav aria-label="Raporty">
            <Segmented
              value={active}
              onChange={(key) => go(String(key))}
              options={REPORT_NAV.map((e) => ({ value: e.key, label: e.label }))}
              style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
            />
          </nav>
        )}
        {content}
      </main>
    </div>
  );
};
