import { DASHBOARD_TEXTS, formatDashboardNumber, formatMillions, type MyCompany } from '@platform/shared';
import { Avatar, Card } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const addressLine = ({ address }: MyCompany) =>
  [address.street, [address.zipCode, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The company header of Mój dashboard: logo, name (to its e-portfolio), address and investment totals. */
export const CompanyHeader = ({ company }: { company: MyCompany }) => (
  <Card variant="borderless" style={{ marginBottom: 16 }} data-testid="dashboard-company-header">
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar shape="square" size={64} src={company.logo ?? undefined} alt={`Logo ${company.name}`}>
        {company.name.charAt(0)}
      </Avatar>
      <div style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Link to={paths.company.to(company.id)} style={{ fontSize: 18, fontWeight: 600 }}>
          {company.name}
        </Link>
        {addressLine(company) && <div style={{ color: '#57534e' }}>{addressLine(company)}</div>}
      </div>
      <dl style={{ display: 'flex', gap: 24, margin: 0 }}>
        <div>
          <dt style={{ color: '#57534e', fontSize: 13 }}>{DASHBOARD_TEXTS.companyInvestmentsCount}</dt>
          <dd style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
            {formatDashboardNumber(company.stats.totalCount)}
          </dd>
        </div>
        <div>
          <dt style={{ color: '#57534e', fontSize: 13 }}>{DASHBOARD_TEXTS.companyInvestmentsValue}</dt>
          <dd style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
            {company.stats.totalValue > 0 ? formatMillions(company.stats.totalValue) : '0 zł'}
          </dd>
        </div>
      </dl>
    </div>
  </Card>
);
