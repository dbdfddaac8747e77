import { PLANNER_EVENT_LABELS, type PlannerEvent, type PlannerEventKind } from '@platform/shared';
import { Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export const KIND_COLORS: Record<PlannerEventKind, string> = {
  OWN_ORDER_OFFER_DEADLINE: 'blue',
  INVITED_ORDER_OFFER_DEADLINE: 'orange',
  OFFERED_ORDER_OFFER_DEADLINE: 'green',
  WORK_FRONT: 'purple',
  QUESTION_DEADLINE: 'cyan',
  INVESTMENT_STAGE: 'geekblue',
};

export const eventLink = (event: PlannerEvent) =>
  event.orderId
    ? paths.orders.view.to(event.orderId)
    : event.investmentId
      ? paths.investment.to(event.investmentId)
      : null;

/** One date in a calendar cell: its colour says the kind, the link opens the order. */
export const PlannerEventTag = ({ event, ending = false }: { event: PlannerEvent; ending?: boolean }) => {
  const to = eventLink(event);
  const text = ending ? `Koniec: ${event.title}` : event.title;
  const tag = (
    <Tag color={KIND_COLORS[event.kind]} className="planner-event-tag" data-testid="planner-event">
      {text}
    </Tag>
  );
  return (
    <Tooltip title={`${PLANNER_EVENT_LABELS[event.kind]}: ${event.title}`}>
      {to ? <Link to={to}>{tag}</Link> : tag}
    </Tooltip>
  );
};
