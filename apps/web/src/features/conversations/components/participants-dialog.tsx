import type { ConversationPerson } from '@platform/shared';
import { Button, List, Modal, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useAddParticipants } from '../api/add-participants';
import { useMyColleagues } from '../api/get-my-colleagues';
import { useRemoveParticipant } from '../api/remove-participant';

type Props = {
  conversationId: number;
  people: ConversationPerson[];
  canEdit: boolean;
  open: boolean;
  onClose: () => void;
};

/**
 * Who is in the thread; people of the caller's own company may be added, and removed while the
 * company keeps at least one person in it (spec 6). The add list needs the company's user list
 * (company administrators); others only see and remove.
 */
export const ParticipantsDialog = ({ conversationId, people, canEdit, open, onClose }: Props) => {
  const remove = useRemoveParticipant(conversationId);
  const add = useAddParticipants(conversationId);
  const [chosen, setChosen] = useState<number[]>([]);
  const company = useMyColleagues(open && canEdit);
  const inThread = new Set(people.map((p) => p.userId));
  const options = (company.data ?? [])
    .filter((u) => !inThread.has(u.userId))
    .map((u) => ({ value: u.userId, label: `${u.name} ${u.lastName}` }));
  const colleagues = people.filter((p) => p.colleague).length;
  return (
    <Modal title="Uczestnicy rozmowy" open={open} onCancel={onClose} footer={null}>
      {canEdit && options.length > 0 && (
        <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
          <Select
            mode="multiple"
            aria-label="Dodaj osoby z Twojej firmy"
            placeholder="Dodaj osoby z Twojej firmy"
            options={options}
            value={chosen}
            onChange={setChosen}
            style={{ flex: 1 }}
          />
          <Button
            type="primary"
            disabled={!chosen.length}
            loading={add.isPending}
            onClick={() =>
              add.mutate(chosen, { onSuccess: () => setChosen([]), onError: (e) => notify.error(errorMessage(e)) })
            }
          >
            Dodaj
          </Button>
        </Space.Compact>
      )}
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
