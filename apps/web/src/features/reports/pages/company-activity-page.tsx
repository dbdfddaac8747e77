import {
  CONNECTIONS_GRAPH_SIZE,
  isAdminAccountType,
  isFreeTierUser,
  isSubsidizedClient,
  COMPANY_ACTIVITY_TEXTS as T,
  type UserMe,
} from '@platform/shared';
import { Alert, Empty, Grid, Skeleton, Tabs } from 'antd';
import { ErrorAlert } from '@/components/error-alert';
import { PageContainer } from '@/components/page-container';
import { useCurrentUser } from '@/lib/auth';
import { useCompanyConnections } from '../api/company-activity-connections';
import { useCompanyActivity } from '../api/company-activity-works';
import { CompanyActivityFilters } from '../components/company-activity-filters';
import { CompanyActivityWorks } from '../components/company-activity-works';
import { ConnectionsGraph } from '../components/connections-graph';
import { ConnectionsTable } from '../components/connections-table';
import { useCompanyActivityParams } from '../lib/company-activity-params';

/** Subsidised users and the free tier see the report locked (document 2, section 6). */
const isLocked = (user: UserMe) =>
  !isAdminAccountType(user.accountType) && (isSubsidizedClient(user) || isFreeTierUser(user));

/**
 * /analizy-i-raporty/aktywnosc-firm (document 2, section 2.8): a company's works and its connections
 * on the same investments; every parameter in the address bar. focusConnections=true (the company
 * card's 'Powiązania firm na inwestycjach', section 2.1) opens the connections graph.
 */
export const CompanyActivityPage = () => {
  const { user } = useCurrentUser();
  const wide = Grid.useBreakpoint().md ?? true;
  const { params, update } = useCompanyActivityParams();
  const locked = !!user && isLocked(user);
  const companyId = locked ? null : params.companyId;
  const works = useCompanyActivity(companyId, params.investmentsWithArchived);
  const graphCompanyId = params.focusConnections ? companyId : null;
  const graph = useCompanyConnections({ ...params, companyId: graphCompanyId }, 0, CONNECTIONS_GRAPH_SIZE);
  const company = works.data?.company ?? null;
  if (locked)
    return (
      <PageContainer title={T.title}>
        <Alert type="info" showIcon message={T.locked} data-testid="activity-locked" />
      </PageContainer>
    );
  return (
    <PageContainer title={T.title}>
      <CompanyActivityFilters params={params} companyName={company?.name ?? null} onChange={update} />
      {companyId === null ? (
        <Empty description={T.pickCompanyHint} data-testid="activity-pick-company" />
      ) : works.error ? (
        <ErrorAlert error={works.error} />
      ) : !company ? (
        <Skeleton active />
      ) : (
        <Tabs
          activeKey={params.focusConnections ? 'connections' : 'works'}
          onChange={(key) => update({ focusConnections: key === 'connections' })}
          items={[
            { key: 'works', label: T.works, children: works.data && <CompanyActivityWorks report={works.data} /> },
            {
              key: 'connections',
              label: T.connections,
              children: (
                <>
                  {graph.data && graph.data.content.length > 0 && (
                    <ConnectionsGraph
                      company={company}
                      connections={graph.data}
                      height={wide ? 520 : 380}
                      compact={!wide}
                    />
                  )}
                  <ConnectionsTable key={JSON.stringify(params)} params={params} />
                </>
              ),
            },
          ]}
        />
      )}
    </PageContainer>
  );
};
