import { formatPrice, type OfferOutcome } from '@platform/shared';
import { Alert, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { PriceBands } from '@/components/price-bands';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';
import { useMyOffer } from '../api/get-my-offer';

const TITLES: Record<OfferOutcome, string> = {
  CHOSEN: 'Twoja oferta została wybrana',
  NOT_CHOSEN: 'Twoja oferta nie została wybrana',
  OPEN: 'Twoja oferta czeka na decyzję zlecającego',
};
const TYPES: Record<OfferOutcome, 'success' | 'info' | 'warning'> = {
  CHOSEN: 'success',
  NOT_CHOSEN: 'warning',
  OPEN: 'info',
};

/** A contractor's own offer on the order and its outcome (spec 2.8); nothing when it made none. */
export const MyOfferBand = ({ orderId, enabled }: { orderId: number; enabled: boolean }) => {
  const mine = useMyOffer(orderId, enabled);
  const offer = mine.data;
  if (!offer) return null;
  return (
    <Alert
      style={{ marginTop: 12 }}
      type={TYPES[offer.outcome]}
      showIcon
      data-testid="my-offer-band"
      title={TITLES[offer.outcome]}
      description={
        <div>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginBottom: 4 }}>
            {offer.industries.map((i) => (
              <Tag
                key={i.id}
                color={i.isSelected ? 'green' : undefined}
                style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}
              >
                {i.name}
                {i.priceNet !== null ? `: ${formatPrice(i.priceNet)}` : ''}
                {i.validUntil ? ` (do ${formatDay(i.validUntil)})` : ''}
              </Tag>
            ))}
          </div>
          <PriceBands bands={offer.priceBands} />
          <Typography.Text>
            {/* a link inside a sentence is underlined (WCAG 1.4.1: not by colour alone) */}
            <Link
              to={paths.messages.conversation.to(orderId, offer.conversationId)}
              style={{ textDecoration: 'underline' }}
            >
              Przejdź do rozmowy
            </Link>
            {/* once decided the offer is no longer changed (an archived order's thread is closed) */}
            {offer.outcome === 'OPEN' ? ', aby zmienić cenę lub branże oferty.' : null}
          </Typography.Text>
        </div>
      }
    />
  );
};
