import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';
import { useCoverageAlerts } from '../api/get-coverage-alerts';
import { CoverageActions } from './coverage-actions';

/**
 * The start page's one warning about my company's orders likely to get fewer than 3 offers: a
 * single line with their count that opens the list, each order with what helps. Folded, it keeps
 * the page's header and title on the first screen (the dashboard's order of sections).
 */
export const CoverageAlerts = () => {
  const { data: alerts } = useCoverageAlerts();
  const [open, setOpen] = useState(false);
  if (!alerts?.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="coverage-alerts"
      title={
        <span>
          Zlecenia z małą liczbą ofert ({alerts.length}){' '}
          <Button type="link" size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Zwiń' : 'Pokaż'}
          </Button>
        </span>
      }
      description={
        open ? (
          <ul className="coverage-alerts__list" style={{ margin: 0, paddingLeft: 18 }}>
            {alerts.map((alert) => (
              <li key={alert.orderId} data-testid="coverage-alert" style={{ marginBottom: 8 }}>
                <Link to={paths.orders.view.to(alert.orderId)}>{alert.investmentName}</Link> prawdopodobnie otrzyma
                mniej niż 3 oferty{alert.industries.length > 0 ? ` (${alert.industries.join(', ')})` : ''}.
                {alert.offerDeadlineTo && (
                  <Typography.Text type="secondary">
                    {' '}
                    Termin składania ofert: {formatDay(alert.offerDeadlineTo)}.
                  </Typography.Text>
                )}
                <div style={{ marginTop: 4 }}>
                  <CoverageActions orderId={alert.orderId} actions={alert.actions} />
                </div>
              </li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
};
