import {
  BID_INTENT_LABELS,
  OFFER_OUTCOME_LABELS,
  type OfferOutcome,
  ORDER_SCOPE_LABELS,
  type OrderListItem,
} from '@platform/shared';
import { Button, Card, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { PriceBands } from '@/components/price-bands';
import { paths } from '@/config/paths';
import { formatDay, formatMonth, formatRange } from '@/lib/format';
import { StatusTag } from '../status-tag';

const OUTCOME_COLORS: Record<OfferOutcome, string> = { CHOSEN: 'green', NOT_CHOSEN: 'default', OPEN: 'gold' };

type Props = {
  order: OrderListItem;
  manage: boolean;
  onDelete: (order: OrderListItem) => void;
  /** marks of other features, after the row's own tags */
  marks?: ReactNode;
};

/** One order of a list; on own orders the owner or an admin may edit or delete it (spec 2.5). */
export const OrderRow = ({ order, manage, onDelete, marks }: Props) => (
  <Card size="small" data-testid="order-row" style={{ marginBottom: 12 }}>
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', justifyContent: 'space-between' }}>
      <div style={{ flex: '1 1 420px', minWidth: 0 }}>
        <Space size={4} wrap style={{ marginBottom: 4 }}>
          <StatusTag status={order.status} isApproved={order.isApproved} />
          <Typography.Text type="secondary">nr {order.id}</Typography.Text>
          {order.invitation && !order.invitation.seen && (
            <Tag color="blue" data-testid="invitation-unseen">
              Nowe zaproszenie
            </Tag>
          )}
          {order.offer && (
            <Tag color={OUTCOME_COLORS[order.offer.outcome]} data-testid="offer-outcome">
              {OFFER_OUTCOME_LABELS[order.offer.outcome]}
            </Tag>
          )}
          {order.invitation?.intent && (
            <Tag color={order.invitation.intent === 'WONT_BID' ? 'default' : 'green'} data-testid="invitation-intent">
              {BID_INTENT_LABELS[order.invitation.intent]}
            </Tag>
          )}
          {marks}
        </Space>
        <Typography.Title level={3} style={{ fontSize: 17, margin: '2px 0 6px' }}>
          <Link to={paths.orders.view.to(order.id)} data-testid="order-link">
            {order.investment.name}
          </Link>
        </Typography.Title>
        <Typography.Text type="secondary">
          {order.company.name}
          {order.investment.city ? ` · ${order.investment.city}` : ''}
        </Typography.Text>
        <div style={{ marginTop: 8 }}>
          {order.industries.map((i) => (
            <Tag key={i.id}>{i.name}</Tag>
          ))}
        </div>
        {order.offer && <PriceBands bands={order.offer.priceBands} />}
      </div>
      <div style={{ flex: '0 1 300px', fontSize: 13 }}>
        <div>
          <Typography.Text type="secondary">Termin składania ofert: </Typography.Text>
          {formatRange(formatDay(order.offerDeadlineFrom), formatDay(order.offerDeadlineTo))}
        </div>
        <div>
          <Typography.Text type="secondary">Front robót: </Typography.Text>
          {formatRange(formatMonth(order.workDeadlineFrom), formatMonth(order.workDeadlineTo))}
        </div>
        {order.scope && (
          <div>
            <Typography.Text type="secondary">Zakres: </Typography.Text>
            {ORDER_SCOPE_LABELS[order.scope]}
          </div>
        )}
        {manage && order.userAllowedToEdit && order.status !== 'ARCHIVED' && (
          <Space style={{ marginTop: 8 }}>
            <LinkButton size="small" to={paths.orders.edit.to(order.id)}>
              Edytuj
            </LinkButton>
            <Button size="small" danger onClick={() => onDelete(order)}>
              Usuń
            </Button>
          </Space>
        )}
      </div>
    </div>
  </Card>
);
