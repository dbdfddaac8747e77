import { INVITATION_MESSAGES, type Recommendation } from '@platform/shared';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNominateCompanies } from '../api/nominate-companies';
import { INVITE_HINTS } from './invite-companies-modal';
import { RecommendationPicker } from './recommendation-picker';

type Props = { orderId: number; archived: boolean };

/**
 * The card's 'Rekomendacje' tab (spec 2.1 /zlecenie/:orderId/rekomendacje, 2.8): the companies the
 * platform recommends for the order, with why, their cards and e-mails; the chosen ones are invited at
 * once (the companies invited already are left out by the server).
 */
export const OrderRecommendationsTab = ({ orderId, archived }: Props) => {
  const [selected, setSelected] = useState<Recommendation[]>([]);
  const nominate = useNominateCompanies(orderId);
  const invite = () =>
    nominate.mutate(
      selected.map((r) => r.id),
      { onSuccess: () => setSelected([]) },
    );
  return (
    <Card data-testid="order-recommendations">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          Firmy polecane do zlecenia
        </Typography.Title>
        {!archived && <Alert type="warning" showIcon message={INVITATION_MESSAGES.notice} />}
        {!archived && <Typography.Text type="secondary">{INVITE_HINTS.invited}</Typography.Text>}
        <RecommendationPicker
          source={{ kind: 'order', orderId }}
          enabled
          selected={archived ? [] : selected}
          onSelected={archived ? () => undefined : setSelected}
        />
        {!archived && (
          <Button type="primary" disabled={selected.length === 0} loading={nominate.isPending} onClick={invite}>
            {selected.length ? `Zaproś wybrane firmy (${selected.length})` : 'Zaproś wybrane firmy'}
          </Button>
        )}
      </Space>
    </Card>
  );
};
