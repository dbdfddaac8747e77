import { formatPrice, type Offer, ORDER_CHANGES_MESSAGES } from '@platform/shared';
import { Space, Tag, Typography } from 'antd';
import { formatDay } from '@/lib/format';

type Shown = Pick<Offer, 'priceNet' | 'validUntil' | 'isLowest'> & Partial<Pick<Offer, 'submittedBeforeChange'>>;

/**
 * A price with its validity and the lowest-price mark; "bez ceny" when the contractor gave none; a
 * price given before the order's latest change is marked so ('Zmiany w zleceniu').
 */
export const OfferPrice = ({ offer }: { offer: Shown }) => (
  <Space size={4} wrap>
    {offer.priceNet === null ? (
      <Typography.Text type="secondary">bez ceny</Typography.Text>
    ) : (
      <Typography.Text strong data-testid="offer-price">
        {formatPrice(offer.priceNet)} netto
      </Typography.Text>
    )}
    {offer.isLowest && (
      <Tag color="green" data-testid="lowest-price">
        Najniższa cena
      </Tag>
    )}
    {offer.validUntil && <Typography.Text type="secondary">ważna do {formatDay(offer.validUntil)}</Typography.Text>}
    {offer.submittedBeforeChange && (
      <Tag color="orange" data-testid="offer-before-change">
        {ORDER_CHANGES_MESSAGES.staleOffer(offer.submittedBeforeChange)}
      </Tag>
    )}
  </Space>
);
