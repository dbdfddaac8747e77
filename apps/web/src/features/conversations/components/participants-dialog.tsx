import type { ConversationPerson } from '@platform/shared';
import { Button, List, Modal, Tag } from 'antd';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useRemoveParticipant } from '../api/remove-participant';

type Props = {
  conversationId: number;
  people: ConversationPerson[];
  canEdit: boolean;
  open: boolean;
  onClose: () => void;
};

/** Who is in the thread; colleagues may be removed while the company keeps at least one person (spec 6). */
export const ParticipantsDialog = ({ conversationId, people, canEdit, open, onClose }: Props) => {
  const remove = useRemoveParticipant(conversationId);
  const colleagues = people.filter((p) => p.colleague).length;
  return (
    <Modal title="Uczestnicy rozmowy" open={open} onCancel={onClose} footer={null}>
      <List
        dataSource={people}
        locale={{ emptyText: 'Nie znaleziono uczestników konwersacji' }}
        renderItem={(p) => (
          <List.Item
            actions={
              canEdit && p.colleague && colleagues > 1
                ? [
                    <Button
                      key="remove"
                      size="small"
                      danger
                      loading={remove.isPending}
                      onClick={() => remove.mutate(p.userId, { onError: (e) => notify.error(errorMessage(e)) })}
                    >
                      Usuń
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <>
                  {p.firstName} {p.lastName} {p.colleague && <Tag color="blue">Twoja firma</Tag>}
                </>
              }
              description={p.position ?? undefined}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
};
