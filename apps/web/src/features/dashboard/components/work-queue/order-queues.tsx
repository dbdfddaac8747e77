import { DASHBOARD_TEXTS, type OrderListItem, type OrderListParams, WORK_QUEUE_TEXTS } from '@platform/shared';
import dayjs from 'dayjs';
import { paths } from '@/config/paths';
import { useDashboardOrders } from '../../api/get-dashboard-orders';
import { useUnreadOffers } from '../../api/get-unread-offers';
import { thisWeek } from '../../lib/this-week';
import { type QueueItem, QueueSection } from './queue-section';

export const WORK_QUEUE_SIZE = 5;

const toItem = (order: OrderListItem): QueueItem => ({
  key: order.id,
  to: paths.orders.view.to(order.id),
  title: order.investment.name,
  detail: order.offerDeadlineTo
    ? `${DASHBOARD_TEXTS.offerDeadline}: ${dayjs(order.offerDeadlineTo).format('DD.MM.YYYY')}`
    : undefined,
});

/** My published or planned orders still waiting for approval (the spec's notification count's filter). */
const UNAPPROVED: OrderListParams = {
  page: 0,
  size: WORK_QUEUE_SIZE,
  status: ['RELEASED', 'PLANNED'],
  isApproved: false,
  sort: 'PUBLISH_DATE_NEWEST',
};

export const UnapprovedOrders = () => {
  const { data } = useDashboardOrders('me', UNAPPROVED, 'queue');
  return (
    <QueueSection
      title={WORK_QUEUE_TEXTS.unapproved}
      testId="queue-unapproved"
      all={{ label: WORK_QUEUE_TEXTS.allMyOrders, to: paths.orders.my.to() }}
      items={data?.content.map(toItem)}
      empty={WORK_QUEUE_TEXTS.unapprovedEmpty}
    />
  );
};

/** My published orders whose offer deadline ends between today and Sunday. */
export const DeadlineThisWeek = () => {
  const week = thisWeek(new Date());
  const { data } = useDashboardOrders(
    'me',
    {
      page: 0,
      size: WORK_QUEUE_SIZE,
      status: ['RELEASED'],
      offerDeadlineFrom: week.from,
      offerDeadlineTo: week.to,
      sort: 'OFFER_DEADLINE_NEAREST',
    },
    'queue',
  );
  return (
    <QueueSection
      title={WORK_QUEUE_TEXTS.deadlineThisWeek}
      testId="queue-deadline-this-week"
      all={{ label: WORK_QUEUE_TEXTS.allMyOrders, to: paths.orders.my.to() }}
      items={data?.content.map(toItem)}
      empty={WORK_QUEUE_TEXTS.deadlineThisWeekEmpty}
    />
  );
};

/** My orders with offers nobody of my company has read yet, newest offer first: to the order's offers tab. */
export const UnreadOffers = () => {
  const { data } = useUnreadOffers();
  return (
    <QueueSection
      title={WORK_QUEUE_TEXTS.unreadOffers}
      testId="queue-unread-offers"
      all={{ label: WORK_QUEUE_TEXTS.allMyOrders, to: paths.orders.my.to() }}
      items={data?.content.map((order) => ({
        key: order.orderId,
        to: paths.orders.viewTab.to(order.orderId, 'oferty'),
        title: order.investment.name,
        detail: `${WORK_QUEUE_TEXTS.unreadOffersCompanies}: ${order.unreadCompanies}`,
      }))}
      empty={WORK_QUEUE_TEXTS.unreadOffersEmpty}
    />
  );
};

/** Invitations to released orders nobody in my company has opened yet, nearest deadline first. */
export const InvitationsToAnswer = () => {
  const { data } = useDashboardOrders(
    'invitations',
    {
      page: 0,
      size: WORK_QUEUE_SIZE,
      status: ['RELEASED'],
      hideSeen: true,
      sort: 'OFFER_DEADLINE_NEAREST',
    },
    'queue',
  );
  return (
    <QueueSection
      title={WORK_QUEUE_TEXTS.invitations}
      testId="queue-invitations"
      all={{ label: WORK_QUEUE_TEXTS.allInvitations, to: paths.orders.invitations.to() }}
      items={data?.content.map(toItem)}
      empty={WORK_QUEUE_TEXTS.invitationsEmpty}
    />
  );
};
