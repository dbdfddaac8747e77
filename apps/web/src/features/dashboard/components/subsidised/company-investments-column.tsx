import { DASHBOARD_TEXTS } from '@platform/shared';
import { Link } from 'react-router';
import { legacyRoutes } from '@/config/legacy-paths';
import { paths } from '@/config/paths';
import { useCompanyInvestments } from '../../api/get-company-investments';
import { DashboardColumn, EmptyState } from './dashboard-column';

/** The company's investments, 3 with the most works (spec 7), each with a link to add an order to it. */
export const CompanyInvestmentsColumn = ({ companyId }: { companyId: number }) => {
  const { data } = useCompanyInvestments(companyId);
  return (
    <DashboardColumn
      title={DASHBOARD_TEXTS.companyInvestmentsTitle}
      testId="dashboard-company-investments"
      allTo={paths.myCompanyInvestments.to()}
      footer={<Link to={legacyRoutes.addInvestmentShare}>{DASHBOARD_TEXTS.addShare}</Link>}
    >
      {data &&
        (data.content.length > 0 ? (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.content.map((investment) => (
              <li key={investment.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
                <Link to={paths.investment.to(investment.id)} style={{ fontWeight: 600 }}>
                  {investment.name}
                </Link>
                <div style={{ color: '#57534e', fontSize: 13, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
                  {investment.city && <span>{investment.city}</span>}
                  <Link to={paths.orders.add.to({ investment: investment.id })}>Dodaj zlecenie</Link>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState text={DASHBOARD_TEXTS.emptyInvestments} />
        ))}
    </DashboardColumn>
  );
};
