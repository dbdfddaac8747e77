import { CONVERSATION_MESSAGES, holdsCompanyRight, MEMBERSHIP_ERRORS } from '@platform/shared';
import { Alert, Button, Card, Empty, Spin, Tooltip, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth';
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
  const { user } = useCurrentUser();
  // the company admin decides who writes on the company's behalf ('Konta użytkowników'); the server refuses too
  const speaks = !user || user.isAdmin || holdsCompanyRight(user, 'CONVERSATIONS');
  const noRight = MEMBERSHIP_ERRORS.COMPANY_RIGHT_CONVERSATIONS_MISSING.message;
  const first = threads.data?.[0]?.id;
  useEffect(() => {
    if (autoOpen && first) navigate(paths.messages.conversation.to(orderId, first), { replace: true });
  }, [autoOpen, first, orderId, navigate]);

  if (threads.isPending || availability.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  const a = availability.data;
  if (a?.situation === 'CAN_START')
    return speaks ? (
      <StartConversation orderId={orderId} availability={a} />
    ) : (
      <Alert type="info" showIcon title={noRight} data-testid="conversation-no-right" />
    );
  if (a?.situation === 'NOT_PARTICIPANT' && a.conversationId) {
    const id = a.conversationId;
    return (
      <Card data-testid="join-conversation">
        <Typography.Paragraph>
          Twoja firma prowadzi już rozmowę o tym zleceniu (
          {a.colleagues.map((c) => `${c.firstName} ${c.lastName}`).join(', ')}).
        </Typography.Paragraph>
        <Tooltip title={speaks ? undefined : noRight}>
          <Button
            type="primary"
            disabled={!speaks}
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
        </Tooltip>
      </Card>
    );
  }
  // a phone shows the list above: nothing to add until a thread is chosen
  if (first && !autoOpen) return null;
  return <Empty description={first ? 'Wybierz rozmowę' : CONVERSATION_MESSAGES.noConversations} />;
};
