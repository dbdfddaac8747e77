import { formatPrice, type Offer } from '@platform/shared';
import { Space, Tag, Typography } from 'antd';
import { formatDay } from '@/lib/format';

/** A price with its validity and the lowest-price mark; "bez ceny" when the contractor gave none. */
export const OfferPrice = ({ offer }: { offer: Pick<Offer, 'priceNet' | 'validUntil' | 'isLowest'> }) => (
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
  </Space>
);
