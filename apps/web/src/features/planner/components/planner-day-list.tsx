import { PLANNER_EVENT_LABELS, type PlannerEvent, PLANNER_TEXTS as T } from '@platform/shared';
import { Empty, List, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDay } from '@/lib/format';
import { eventLink, KIND_COLORS } from './planner-event-tag';

/** The list view: dates in day order, each with its kind, days and a link to its order. */
export const PlannerDayList = ({ events, empty = T.listEmpty }: { events: PlannerEvent[]; empty?: string }) => {
  if (events.length === 0) return <Empty description={empty} style={{ margin: '24px 0' }} />;
  return (
    <List
      data-testid="planner-list"
      dataSource={events}
      rowKey={(e) => e.key}
      renderItem={(event) => {
        const to = eventLink(event);
        return (
          <List.Item data-testid="planner-list-item">
            <List.Item.Meta
              title={to ? <Link to={to}>{event.title}</Link> : event.title}
              description={
                <>
                  <Tag color={KIND_COLORS[event.kind]}>{PLANNER_EVENT_LABELS[event.kind]}</Tag>
                  <Typography.Text type="secondary">
                    {event.endDate ? `${formatDay(event.date)} – ${formatDay(event.endDate)}` : formatDay(event.date)}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        );
      }}
    />
  );
};
