import { Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { TrialDialog } from '@/components/trial-dialog';
import { useOrderStatistics } from '../../api/get-order-statistics';
import { OrderStatisticsByCompany } from './order-statistics-by-company';
import { STATISTICS_KINDS } from './statistics-kinds';

type Props = { orderId: number; subsidized: boolean; staff: boolean };

/** Interaction statistics for logged-in users; subsidised users get the trial prompt, staff the details by company (spec 6). */
export const OrderStatisticsCard = ({ orderId, subsidized, staff }: Props) => {
  const [trial, setTrial] = useState(false);
  const stats = useOrderStatistics(orderId, !subsidized);
  return (
    <Card title="Statystyki zlecenia" size="small" style={{ marginTop: 16 }} data-testid="order-statistics">
      {subsidized || stats.isError ? (
        <>
          <Typography.Paragraph>Statystyki zlecenia są dostępne w pełnej wersji.</Typography.Paragraph>
          <Button type="primary" onClick={() => setTrial(true)}>
            Wypróbuj bez zobowiązań
          </Button>
          <TrialDialog open={trial} onClose={() => setTrial(false)} />
        </>
      ) : (
        <>
          <Row gutter={[12, 12]}>
            {STATISTICS_KINDS.map(([key, label]) => (
              <Col span={12} key={key}>
                <Statistic title={label} value={stats.data?.[key] ?? '—'} styles={{ content: { fontSize: 20 } }} />
              </Col>
            ))}
          </Row>
          {staff && <OrderStatisticsByCompany orderId={orderId} />}
        </>
      )}
    </Card>
  );
};
