import { isAdminAccountType } from '@platform/shared';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
import { CoverageAlerts } from '@/features/order-questions/components/coverage-alerts';
import { useCurrentUser } from '@/lib/auth';

/**
 * '/': the start page of the dashboard feature, with the coverage warnings of the user's company's
 * orders (another feature's part, handed in here).
 */
export const StartPage = () => {
  const { user } = useCurrentUser();
  const withCompany = !!user?.company && !isAdminAccountType(user.accountType);
  return <DashboardPage alerts={withCompany ? <CoverageAlerts /> : null} />;
};
