import { BID_INTENT_LABELS, type DeclineReason } from '@platform/shared';
import { Alert, Button, Card, Descriptions, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useIntentLink, useIntentLinkAnswer } from '../api/intent-link';
import { DeclineReasonFields } from '../components/decline-reason-fields';

/**
 * An invitation e-mail's one-time answer link, without logging in. The click gives
 * the answer, not the opening of the page: mail scanners open links, and the link works once. A
 * later answer on the order card replaces it.
 */
export const InvitationIntentPage = () => {
  const token = useParams().token ?? '';
  const link = useIntentLink(token);
  const answer = useIntentLinkAnswer(token);
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [note, setNote] = useState('');
  const cardLink = link.data && (
    <Link to={paths.orders.view.to(link.data.orderId)}>Przejdź do zlecenia (po zalogowaniu)</Link>
  );
  if (link.isPending)
    return (
      <PageContainer title={paths.invitationIntent.title}>
        <Skeleton active />
      </PageContainer>
    );
  if (link.isError)
    return (
      <PageContainer title={paths.invitationIntent.title}>
        <Alert type="error" showIcon title={errorMessage(link.error)} data-testid="intent-link-error" />
      </PageContainer>
    );
  const { intent, investmentName, requesterName, invitedCompanyName } = link.data;
  const declining = intent === 'WONT_BID';
  if (answer.isSuccess)
    return (
      <PageContainer title={paths.invitationIntent.title}>
        <Result
          status="success"
          title={`Zapisaliśmy odpowiedź: ${BID_INTENT_LABELS[intent]}`}
          subTitle="Zamawiający zobaczy ją na liście zaproszonych firm. Odpowiedź możesz zmienić na karcie zlecenia."
          extra={cardLink}
          data-testid="intent-link-done"
        />
      </PageContainer>
    );
  return (
    <PageContainer title={paths.invitationIntent.title}>
      <Card style={{ maxWidth: 640 }}>
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Inwestycja">{investmentName}</Descriptions.Item>
          <Descriptions.Item label="Zamawiający">{requesterName}</Descriptions.Item>
          <Descriptions.Item label="Zaproszona firma">{invitedCompanyName}</Descriptions.Item>
          <Descriptions.Item label="Twoja odpowiedź">
            <strong>{BID_INTENT_LABELS[intent]}</strong>
          </Descriptions.Item>
        </Descriptions>
        {declining && <DeclineReasonFields reason={reason} onReason={setReason} note={note} onNote={setNote} />}
        {answer.isError && <Alert type="error" showIcon title={errorMessage(answer.error)} style={{ marginTop: 12 }} />}
        <Button
          type="primary"
          style={{ marginTop: 16 }}
          disabled={declining && !reason}
          loading={answer.isPending}
          data-testid="intent-link-confirm"
          onClick={() => answer.mutate(declining ? { declineReason: reason, declineNote: note.trim() || null } : {})}
        >
          Potwierdź odpowiedź
        </Button>
        <div style={{ marginTop: 16 }}>{cardLink}</div>
      </Card>
    </PageContainer>
  );
};
