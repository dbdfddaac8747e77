import { BID_INTENT_LABELS, DECLINE_REASON_LABELS, type DeclineReason, type IntentLink } from '@platform/shared';
import { Button, Card, Descriptions, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useSessionKind } from '@/lib/auth';
import { formatDay } from '@/lib/format';
import { useIntentLink, useIntentLinkAnswer } from '../api/intent-link';
import { DeclineReasonFields } from '../components/decline-reason-fields';

/** The way to the order card: a visitor goes through the login, which returns to the card. */
const CardLink = ({ orderId, children }: { orderId: number; children: string }) => {
  const loggedIn = useSessionKind() !== 'anonymous';
  const card = paths.orders.view.to(orderId);
  return (
    <Link to={loggedIn ? card : paths.auth.login.to(card)} data-testid="intent-link-card">
      {children}
    </Link>
  );
};

const answerText = (answer: NonNullable<IntentLink['answer']>) =>
  `${BID_INTENT_LABELS[answer.intent]}${
    answer.intent === 'WONT_BID' && answer.declineReason ? ` — ${DECLINE_REASON_LABELS[answer.declineReason]}` : ''
  }${answer.intentAt ? ` (${formatDay(answer.intentAt)})` : ''}`;

/**
 * What a link that takes no answer says: the e-mail's links give one answer, the card changes it
 * (the page promised so); on an archived order the stored answer is final.
 */
const Settled = ({ link }: { link: IntentLink }) => (
  <Result
    status="info"
    title={link.orderClosed ? 'Zlecenie jest zamknięte' : 'Odpowiedź na to zaproszenie została już zapisana'}
    subTitle={
      <>
        <div data-testid="intent-link-stored">
          {link.answer ? `Zapisana odpowiedź: ${answerText(link.answer)}.` : 'Nie zapisano odpowiedzi.'}
        </div>
        <div>
          {link.orderClosed
            ? 'Odpowiedzi nie można już zmienić.'
            : 'Linki z e-maila działają raz. Odpowiedź możesz zmienić na karcie zlecenia.'}
        </div>
      </>
    }
    extra={<CardLink orderId={link.orderId}>Przejdź do zlecenia (po zalogowaniu)</CardLink>}
    data-testid="intent-link-settled"
  />
);

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
  if (link.isPending)
    return (
      <PageContainer title={paths.invitationIntent.title}>
        <Skeleton active />
      </PageContainer>
    );
  if (link.isError)
    return (
      <PageContainer title={paths.invitationIntent.title}>
        <ErrorAlert error={link.error} data-testid="intent-link-error" />
      </PageContainer>
    );
  const { intent, investmentName, requesterName, invitedCompanyName, orderId } = link.data;
  const declining = intent === 'WONT_BID';
  if (answer.isSuccess)
    return (
      <PageContainer title={paths.invitationIntent.title}>
        <Result
          status="success"
          title={`Zapisaliśmy odpowiedź: ${BID_INTENT_LABELS[intent]}`}
          subTitle="Zamawiający zobaczy ją na liście zaproszonych firm. Odpowiedź możesz zmienić na karcie zlecenia."
          extra={<CardLink orderId={orderId}>Przejdź do zlecenia (po zalogowaniu)</CardLink>}
          data-testid="intent-link-done"
        />
      </PageContainer>
    );
  if (link.data.used || link.data.orderClosed)
    return (
      <PageContainer title={paths.invitationIntent.title}>
        <Settled link={link.data} />
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
        {answer.isError && <ErrorAlert error={answer.error} style={{ marginTop: 12 }} />}
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
        <div style={{ marginTop: 16 }}>
          <CardLink orderId={orderId}>Przejdź do zlecenia (po zalogowaniu)</CardLink>
        </div>
      </Card>
    </PageContainer>
  );
};
