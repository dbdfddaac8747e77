import { DASHBOARD_TEXTS } from '@platform/shared';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { legacyRoutes } from '@/config/legacy-paths';

/**
 * Shown while the company has no e-portfolio shares (spec 4): reporting industry scopes unlocks the
 * orders; the second sentence adds free publishing of offer requests (spec 2.6).
 */
export const NoAccessNotice = () => (
  <Alert
    type="info"
    showIcon
    style={{ marginBottom: 24 }}
    data-testid="dashboard-no-access"
    title={DASHBOARD_TEXTS.noAccessNotice}
    description={
      <>
        <div>{DASHBOARD_TEXTS.freePublishingNotice}</div>
        <Link to={`${legacyRoutes.tookPartIn}#zakresy`}>{DASHBOARD_TEXTS.noAccessLink}</Link>
      </>
    }
  />
);
