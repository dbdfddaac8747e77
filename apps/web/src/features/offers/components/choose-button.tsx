import type { Offer } from '@platform/shared';
import { Button, Tag, Tooltip } from 'antd';
import { useDecideOffer } from '../api/decide-offer';

type Props = { orderId: number; offer: Offer; decidable: boolean; withoutIndication: boolean };

/** Choose / unchoose a company's offer in its industry (several may be chosen in one industry). */
export const ChooseButton = ({ orderId, offer, decidable, withoutIndication }: Props) => {
  const decide = useDecideOffer(orderId);
  // a closed or unpublished order: the choice is shown, not offered
  if (!decidable)
    return offer.isSelected ? (
      <Tag color="green" data-testid="offer-chosen">
        Wybrana
      </Tag>
    ) : null;
  const blocked = !offer.isSelected && (offer.isRejected || withoutIndication);
  const why = offer.isRejected
    ? 'Oferta została odrzucona.'
    : withoutIndication
      ? 'W tej branży zaznaczono „bez wskazania”.'
      : undefined;
  const button = (
    <Button
      size="small"
      type={offer.isSelected ? 'primary' : 'default'}
      disabled={blocked}
      loading={decide.isPending}
      data-testid="choose-offer"
      onClick={() =>
        decide.mutate({
          industryId: offer.industry.id,
          companyId: offer.company.id,
          decision: offer.isSelected ? 'UNSELECT' : 'SELECT',
        })
      }
    >
      {offer.isSelected ? 'Wybrana – cofnij wybór' : 'Wybierz'}
    </Button>
  );
  return why ? <Tooltip title={why}>{button}</Tooltip> : button;
};
