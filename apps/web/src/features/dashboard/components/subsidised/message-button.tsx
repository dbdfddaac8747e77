import { CONVERSATION_MESSAGES, DASHBOARD_TEXTS } from '@platform/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { conversationAvailabilityQueryOptions } from '@/lib/conversations/get-conversation-availability';
import { notify } from '@/lib/notify';

/**
 * 'Wiadomość' on an order of the dashboard's lists: asks whether my company already talks about the
 * order (spec 7 "Can start conversation") and opens that thread, or the order's messages to start
 * one. A failed check shows "Nie udało się pobrać informacji o konwersacji" (spec 8).
 */
export const MessageButton = ({ orderId, investmentName }: { orderId: number; investmentName: string }) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const { situation, conversationId } = await queryClient.fetchQuery({
        ...conversationAvailabilityQueryOptions(orderId),
        retry: false,
      });
      const own = (situation === 'IS_PARTICIPANT' || situation === 'ORDER_ARCHIVED') && conversationId;
      navigate(own ? paths.messages.conversation.to(orderId, conversationId) : paths.messages.order.to(orderId));
    } catch {
      notify.error(CONVERSATION_MESSAGES.loadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" loading={busy} onClick={open} aria-label={`${DASHBOARD_TEXTS.message}: ${investmentName}`}>
      {DASHBOARD_TEXTS.message}
    </Button>
  );
};
