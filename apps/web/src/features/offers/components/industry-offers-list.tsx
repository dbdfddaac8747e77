import type { IndustryOffers } from '@platform/shared';
import { Card, Checkbox, Empty, List, Space, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDecideOffer } from '../api/decide-offer';
import { useMarkOffersRead } from '../api/mark-offers-read';
import { ChooseButton } from './choose-button';
import { OfferPrice } from './offer-price';

type Props = { orderId: number; industries: IndustryOffers[]; decidable: boolean };

/** 'według branż': per industry its offers (unread in bold), the lowest price marked, 'bez wskazania'. */
export const IndustryOffersList = ({ orderId, industries, decidable }: Props) => {
  const decide = useDecideOffer(orderId);
  const read = useMarkOffersRead(orderId, 'INDUSTRY');
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {industries.map((group) => {
        const chosen = group.offers.some((o) => o.isSelected);
        const checkbox = (
          <Checkbox
            checked={group.withoutIndication}
            disabled={!decidable || chosen}
            data-testid="without-indication"
            onChange={(e) =>
              decide.mutate({
                industryId: group.industry.id,
                companyId: null,
                decision: e.target.checked ? 'SELECT' : 'UNSELECT',
              })
            }
          >
            bez wskazania
          </Checkbox>
        );
        return (
          <Card
            key={group.industry.id}
            size="small"
            data-testid="industry-offers"
            title={<span style={{ whiteSpace: 'normal', marginInlineEnd: 8 }}>{group.industry.name}</span>}
            extra={chosen && decidable ? <Tooltip title="W tej branży wybrano ofertę.">{checkbox}</Tooltip> : checkbox}
          >
            <List
              dataSource={group.offers}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Brak ofert w tej branży." />,
              }}
              renderItem={(offer) => (
                <List.Item
                  data-testid="offer-row"
                  actions={[
                    <ChooseButton
                      key="choose"
                      orderId={orderId}
                      offer={offer}
                      decidable={decidable}
                      withoutIndication={group.withoutIndication}
                    />,
                  ]}
                >
                  <Space direction="vertical" size={2} style={{ minWidth: 0 }}>
                    <Space size={6} wrap>
                      <Link
                        to={paths.messages.conversation.to(orderId, offer.conversationId)}
                        onClick={() => !offer.isRead && read.mutate(offer.company.id)}
                        style={{ fontWeight: offer.isRead ? 400 : 700 }}
                        data-testid="offer-company"
                      >
                        {offer.company.name}
                      </Link>
                      {!offer.isRead && <Tag color="blue">Nowa</Tag>}
                      {offer.isRejected && <Tag color="red">Odrzucona</Tag>}
                    </Space>
                    <OfferPrice offer={offer} />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      Załączniki: {offer.attachments} · Notatki: {offer.notes}
                    </Typography.Text>
                  </Space>
                </List.Item>
              )}
            />
          </Card>
        );
      })}
    </Space>
  );
};
