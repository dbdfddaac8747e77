import { type Claim, formatPln, roleLabel, CLAIM_TEXTS as T } from '@platform/shared';
import { Space, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';
import { ClaimStatusTag } from './claim-status-tag';

/** One declaration as its company and staff read it: what, where, which industries, its status. */
export const ClaimSummary = ({ claim, showCompany = false }: { claim: Claim; showCompany?: boolean }) => {
  const dates = [claim.startDate, claim.endDate]
    .filter(Boolean)
    .map((d) => formatDay(d))
    .join(' – ');
  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }}>
      <Space wrap size={8}>
        <ClaimStatusTag status={claim.status} />
        <Typography.Text strong>{T.kinds[claim.kind]}</Typography.Text>
        {claim.investment && (
          <Link to={paths.investment.to(claim.investment.id)}>
            {claim.investment.name}
            {claim.investment.city ? ` (${claim.investment.city})` : ''}
          </Link>
        )}
      </Space>
      {showCompany && (
        <Typography.Text>
          Firma: <Link to={paths.company.to(claim.company.id)}>{claim.company.name}</Link>
          {claim.declaredBy ? `, zgłasza: ${claim.declaredBy}` : ''}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">
        {[
          claim.role && roleLabel(claim.role),
          claim.industries.map((i) => i.name).join(', '),
          claim.valuePln !== null && formatPln(claim.valuePln),
          dates,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography.Text>
      {claim.note && <Typography.Text>Uwagi: {claim.note}</Typography.Text>}
      {claim.evidence && (
        <a href={claim.evidence.url} target="_blank" rel="noreferrer">
          {T.evidence}: {claim.evidence.name}
        </a>
      )}
      {claim.reason && <Typography.Text type="danger">Powód: {claim.reason}</Typography.Text>}
    </Space>
  );
};
