import { Alert, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';
import { useCoverageAlerts } from '../api/get-coverage-alerts';
import { CoverageActions } from './coverage-actions';

/** The start page's warnings: my company's orders likely to get fewer than 3 offers, with what helps. */
export const CoverageAlerts = () => {
  const { data: alerts } = useCoverageAlerts();
  if (!alerts?.length) return null;
  return (
    <Space direction="vertical" size={8} style={{ width: '100%', marginBottom: 16 }} data-testid="coverage-alerts">
      {alerts.map((alert) => (
        <Alert
          key={alert.orderId}
          type="warning"
          showIcon
          title={
            <span>
              Zlecenie <Link to={paths.orders.view.to(alert.orderId)}>{alert.investmentName}</Link> prawdopodobnie
              otrzyma mniej niż 3 oferty
              {alert.industries.length > 0 ? ` (${alert.industries.join(', ')})` : ''}.
            </span>
          }
          description={
            <Space direction="vertical" size={6}>
              {alert.offerDeadlineTo && (
                <Typography.Text type="secondary">
                  Termin składania ofert: {formatDay(alert.offerDeadlineTo)}
                </Typography.Text>
              )}
              <CoverageActions orderId={alert.orderId} actions={alert.actions} />
            </Space>
          }
        />
      ))}
    </Space>
  );
};
