import type { Conversation } from '@platform/shared';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useOlderMessages } from '../api/get-older-messages';
import { useMarkReadAfter } from '../lib/use-mark-read-after';
import { useMessageHistory } from '../lib/use-message-history';
import { AttachmentsPanel } from './attachments-panel';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { OfferTermsDialog } from './offer-terms-dialog';
import { ParticipantsDialog } from './participants-dialog';

/** One thread: header, messages by day, the archived band, the composer (spec 2.9). */
export const ConversationView = ({ conversation }: { conversation: Conversation }) => {
  const [people, setPeople] = useState(false);
  const [files, setFiles] = useState(false);
  const [terms, setTerms] = useState(false);
  useMarkReadAfter(conversation.id, conversation.unreadCount);
  const history = useMessageHistory(conversation);
  const older = useOlderMessages(conversation.id);
  const loadOlder = () => {
    const first = history.messages[0];
    if (first) older.mutate(first.id, { onSuccess: history.addOlder });
  };
  const archived = conversation.orderStatus === 'ARCHIVED';
  const other = conversation.side === 'CONTRACTOR' ? conversation.requesterCompany : conversation.company;
  return (
    <div className="conv-view" data-testid="conversation-view">
      <div className="conv-header">
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {other.name}
        </Typography.Title>
        <Space wrap>
          <Button size="small" onClick={() => setPeople(true)}>
            Uczestnicy ({conversation.participants.length})
          </Button>
          <Button size="small" onClick={() => setFiles(true)}>
            Załączniki
          </Button>
          {conversation.side !== 'STAFF' && (
            <Button size="small" onClick={() => setTerms(true)} data-testid="offer-terms">
              {conversation.side === 'CONTRACTOR' ? 'Twoja oferta' : 'Oferta'}
            </Button>
          )}
        </Space>
      </div>
      {archived && (
        <Alert
          type="warning"
          showIcon
          data-testid="archived-band"
          message="Zlecenie jest zarchiwizowane. Nie można wysyłać wiadomości."
        />
      )}
      <MessageList
        messages={history.messages}
        hasOlder={history.hasOlder}
        loadingOlder={older.isPending}
        onLoadOlder={loadOlder}
      />
      {conversation.side !== 'STAFF' && <Composer conversationId={conversation.id} disabled={!conversation.canWrite} />}
      <ParticipantsDialog
        conversationId={conversation.id}
        people={conversation.participants}
        canEdit={conversation.canWrite}
        open={people}
        onClose={() => setPeople(false)}
      />
      <AttachmentsPanel conversationId={conversation.id} open={files} onClose={() => setFiles(false)} />
      {terms && <OfferTermsDialog conversation={conversation} open={terms} onClose={() => setTerms(false)} />}
    </div>
  );
};
