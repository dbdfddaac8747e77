import { Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { TrialDialog } from '@/features/shell/components/trial-dialog';
import { useOrderStatistics } from '../../api/get-order-statistics';

const ITEMS = [
  ['visits', 'Wyświetlenia'],
  ['contactFetches', 'Pobrania kontaktu'],
  ['orderShares', 'Udostępnienia'],
  ['conversationInteractions', 'Interakcje w rozmowach'],
] as const;

/** Interaction statistics for logged-in users; subsidised users get the trial prompt (spec 6). */
export const OrderStatisticsCard = ({ orderId, subsidized }: { orderId: number; subsidized: boolean }) => {
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
        <Row gutter={[12, 12]}>
          {ITEMS.map(([key, label]) => (
            <Col span={12} key={key}>
              <Statistic title={label} value={stats.data?.[key] ?? '—'} valueStyle={{ fontSize: 20 }} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
};
