import { isAdminAccountType, isSubsidizedClient } from '@platform/shared';
import type { ReactNode } from 'react';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { PageContainer } from '@/components/page-container';
import { useCurrentUser } from '@/lib/auth';
import { LinkGroups } from '../components/link-groups';
import { SubsidisedDashboard } from '../components/subsidised-dashboard';
import { WelcomeHeader } from '../components/welcome-header';
import { WorkQueue } from '../components/work-queue/work-queue';

/**
 * '/': "Mój dashboard" for a subsidised company (document 2, section 2.6). The spec renders nothing
 * for anyone else; they get a start page instead: a greeting, the work queue of users with a
 * company, and the entry points (staff: their panels). `alerts`: warnings of other features (the
 * coverage alert of the company's orders), composed by the route.
 */
export const DashboardPage = ({ alerts = null }: { alerts?: ReactNode }) => {
  const { user } = useCurrentUser();
  if (!user) return <FullPageSpinner />;
  if (isSubsidizedClient(user) && user.company)
    return <SubsidisedDashboard companyId={user.company.id} alerts={alerts} />;
  return (
    <PageContainer>
      <WelcomeHeader user={user} />
      {alerts}
      {user.company && !isAdminAccountType(user.accountType) && <WorkQueue />}
      <LinkGroups user={user} />
    </PageContainer>
  );
};
