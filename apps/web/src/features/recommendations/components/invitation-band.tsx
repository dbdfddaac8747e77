import {
  BID_INTENT_LABELS,
  BID_INTENTS,
  type BidIntent,
  DECLINE_REASON_LABELS,
  type DeclineReason,
} from '@platform/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatDay } from '@/lib/format';
import { orderCountsKey } from '@/lib/query-keys';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useMyInvitation } from '../api/get-my-invitation';
import { DeclineReasonFields } from './decline-reason-fields';

type Props = { orderId: number; enabled: boolean };

/**
 * The band an invited company sees on the card (spec 2.8): its invitation and three answers;
 * declining asks for a reason. Opening the card marks the invitation seen, so the badge refreshes.
 */
export const InvitationBand = ({ orderId, enabled }: Props) => {
  const invitation = useMyInvitation(orderId, enabled);
  const answer = useAnswerInvitation(orderId);
  const queryClient = useQueryClient();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [note, setNote] = useState('');
  const invited = !!invitation.data;
  useEffect(() => {
    if (invited) void queryClient.invalidateQueries({ queryKey: orderCountsKey('invitations') });
  }, [invited, queryClient]);
  if (!invitation.data) return null;
  const current = invitation.data.intent;
  const stored = current
    ? `${BID_INTENT_LABELS[current]}${
        current === 'WONT_BID' && invitation.data.declineReason
          ? ` — ${DECLINE_REASON_LABELS[invitation.data.declineReason]}`
          : ''
      }`
    : null;
  // an archived order takes no answers (the server refuses them): its band is the final state
  if (invitation.data.orderClosed)
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginTop: 12 }}
        data-testid="invitation-band"
        message={`Twoja firma została zaproszona do złożenia oferty (${formatDay(invitation.data.invitedAt)}).`}
        description={`Zlecenie jest zamknięte. ${stored ? `Twoja odpowiedź: ${stored}.` : 'Twoja firma nie udzieliła odpowiedzi.'}`}
      />
    );
  const choose = (intent: BidIntent) => {
    if (intent === 'WONT_BID') setDeclining(true);
    else answer.mutate({ intent });
  };
  return (
    <Alert
      type={current === 'WONT_BID' ? 'warning' : 'info'}
      showIcon
      style={{ marginTop: 12 }}
      data-testid="invitation-band"
      message={`Twoja firma została zaproszona do złożenia oferty (${formatDay(invitation.data.invitedAt)}).`}
      description={
        <Space direction="vertical" size={8} style={{ width: '100%' }}>
          <Typography.Text>
            {stored ? `Twoja odpowiedź: ${stored}. Możesz ją zmienić.` : 'Daj znać zlecającemu, czy złożysz ofertę.'}
          </Typography.Text>
          <Space wrap>
            {BID_INTENTS.map((intent) => (
              <Button
                key={intent}
                type={current === intent ? 'primary' : 'default'}
                loading={answer.isPending && answer.variables?.intent === intent}
                onClick={() => choose(intent)}
                data-testid={`intent-${intent}`}
              >
                {BID_INTENT_LABELS[intent]}
              </Button>
            ))}
          </Space>
          <Modal
            open={declining}
            title="Nie złożę oferty"
            okText="Wyślij odpowiedź"
            cancelText="Anuluj"
            okButtonProps={{ disabled: !reason }}
            onCancel={() => setDeclining(false)}
            onOk={() =>
              answer.mutate(
                { intent: 'WONT_BID', declineReason: reason, declineNote: note.trim() || null },
                { onSuccess: () => setDeclining(false) },
              )
            }
          >
            <DeclineReasonFields reason={reason} onReason={setReason} note={note} onNote={setNote} />
          </Modal>
        </Space>
      }
    />
  );
};
