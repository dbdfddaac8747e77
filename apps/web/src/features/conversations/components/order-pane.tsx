import { CONVERSATION_MESSAGES } from '@platform/shared';
import { Button, Card, Empty, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useConversationAvailability } from '@/lib/conversations/get-conversation-availability';
import { useOrderConversations } from '@/lib/conversations/get-order-conversations';
import { notify } from '@/lib/notify';
import { useJoinConversation } from '../api/join-conversation';
import { StartConversation } from './start-conversation';

/**
 * The middle pane of an order with no thread chosen: the first thread opens by itself (wide
 * screens; a phone shows the list first), else what the situation offers: start, join, nothing.
 */
export const OrderPane = ({ orderId, autoOpen }: { orderId: number; autoOpen: boolean }) => {
  const threads = useOrderConversations(orderId);
  const availability = useConversationAvailability(orderId);
  const join = useJoinConversation();
  const navigate = useNavigate();
  const first = threads.data?.[0]?.id;
  useEffect(() => {
    if (autoOpen && first) navigate(paths.messages.conversation.to(orderId, first), { replace: true });
  }, [autoOpen, first, orderId, navigate]);

  if (threads.isPending || availability.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  const a = availability.data;
  if (a?.situation === 'CAN_START') return <StartConversation orderId={orderId} availability={a} />;
  if (a?.situation === 'NOT_PARTICIPANT' && a.conversationId) {
    const id = a.conversationId;
    return (
      <Card data-testid="join-conversation">
        <Typography.Paragraph>
          Twoja firma prowadzi już rozmowę o tym zleceniu (
          {a.colleagues.map((c) => `${c.firstName} ${c.lastName}`).join(', ')}).
        </Typography.Paragraph>
        <Button
          type="primary"
          loading={join.isPending}
          onClick={() =>
            join.mutate(id, {
              onSuccess: () => navigate(paths.messages.conversation.to(orderId, id)),
              onError: (e) => notify.error(errorMessage(e)),
            })
          }
        >
          Dołącz
        </Button>
      </Card>
    );
  }
  // a phone shows the list above: nothing to add until a thread is chosen
  if (first && !autoOpen) return null;
  return <Empty description={first ? 'Wybierz rozmowę' : CONVERSATION_MESSAGES.noConversations} />;
};
