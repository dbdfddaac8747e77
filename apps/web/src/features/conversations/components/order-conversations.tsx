import { CONVERSATION_MESSAGES, formatBadge } from '@platform/shared';
import { Avatar, Badge, Button, Card, List, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useConversationAvailability } from '@/lib/conversations/get-conversation-availability';
import { useOrderConversations } from '@/lib/conversations/get-order-conversations';
import { day, monthYear } from '../lib/format';

/**
 * The card's messaging part: the action fitting the situation ('Napisz wiadomość', 'Dołącz do
 * rozmowy', the own thread, or none) and, for contact persons, the column of the order's
 * conversations (spec 2.8: logo, name, deadlines, location, scope).
 */
export const OrderConversations = ({ orderId }: { orderId: number }) => {
  const availability = useConversationAvailability(orderId).data;
  const contact = availability?.situation === 'CONTACT_PERSON';
  const threads = useOrderConversations(contact ? orderId : null).data ?? [];
  const navigate = useNavigate();
  const go = (to: string) => () => navigate(to);
  if (!availability) return null;
  const { situation, conversationId } = availability;
  const action =
    situation === 'CAN_START' ? (
      <Button type="primary" block onClick={go(paths.messages.order.to(orderId))}>
        Napisz wiadomość
      </Button>
    ) : situation === 'NOT_PARTICIPANT' ? (
      <Button block onClick={go(paths.messages.order.to(orderId))}>
        Dołącz do rozmowy
      </Button>
    ) : (situation === 'IS_PARTICIPANT' || situation === 'ORDER_ARCHIVED') && conversationId ? (
      <Button block onClick={go(paths.messages.conversation.to(orderId, conversationId))}>
        Przejdź do rozmowy
      </Button>
    ) : null;
  if (!action && !contact) return null;
  return (
    <Card size="small" title="Wiadomości" style={{ marginBottom: 16 }} data-testid="order-conversations">
      {action}
      {contact && (
        <List
          size="small"
          dataSource={threads}
          locale={{ emptyText: CONVERSATION_MESSAGES.noConversations }}
          renderItem={(c) => (
            <List.Item extra={c.unreadCount > 0 ? <Badge count={formatBadge(c.unreadCount)} /> : null}>
              <List.Item.Meta
                avatar={
                  <Avatar shape="square" src={c.company.logo ?? undefined}>
                    {c.company.name.slice(0, 1)}
                  </Avatar>
                }
                title={<Link to={paths.messages.conversation.to(orderId, c.id)}>{c.company.name}</Link>}
                description={
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    Oferty do {day(c.deadlines.offerDeadlineTo)} · front robót {monthYear(c.deadlines.workDeadlineFrom)}
                    {c.investment.city ? ` · ${c.investment.city}` : ''}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
};
