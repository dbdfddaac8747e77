import { type OfferNote, ORDER_OFFER_LIMITS, type Page } from '@platform/shared';
import { Button, Collapse, List, Pagination, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatMoment } from '@/lib/format';
import { useDeleteOfferNote } from '../api/delete-offer-note';
import { useOfferNotes } from '../api/get-offer-notes';
import { useSaveOfferNote } from '../api/save-offer-note';
import { NoteEditor } from './note-editor';

type Props = {
  orderId: number;
  companyId: number;
  /** the first page the by-company list brought */
  firstPage?: { data: Page<OfferNote>; updatedAt: number };
};

const NoteHistory = ({ note }: { note: OfferNote }) =>
  note.edits.length ? (
    <Collapse
      size="small"
      ghost
      items={[
        {
          key: 'history',
          label: `Historia zmian (${note.edits.length})`,
          children: (
            <List
              size="small"
              dataSource={[...note.edits].reverse()}
              renderItem={(edit) => (
                <List.Item>
                  <Space direction="vertical" size={0}>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatMoment(edit.editTime)} · {edit.editorName || 'użytkownik usunięty'} · poprzednia treść:
                    </Typography.Text>
                    <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{edit.previousText}</Typography.Text>
                  </Space>
                </List.Item>
              )}
            />
          ),
        },
      ]}
    />
  ) : null;

/** The requester's private notes about a company's offer: pages of 5, add, edit with history. */
export const OfferNotesPanel = ({ orderId, companyId, firstPage }: Props) => {
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<number | null>(null);
  const notes = useOfferNotes(orderId, companyId, page, firstPage);
  const save = useSaveOfferNote(orderId, companyId);
  const remove = useDeleteOfferNote(orderId, companyId);
  const content = notes.data?.content ?? [];
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="offer-notes">
      <Typography.Text strong>Notatki (widoczne tylko dla Twojej firmy)</Typography.Text>
      <NoteEditor
        submitLabel="Dodaj notatkę"
        pending={save.isPending && editing === null}
        onSubmit={(text) => save.mutateAsync({ text }).then(() => setPage(0))}
      />
      <List
        dataSource={content}
        loading={notes.isFetching}
        locale={{ emptyText: 'Brak notatek.' }}
        renderItem={(note) => (
          <List.Item data-testid="offer-note">
            <Space direction="vertical" size={2} style={{ width: '100%' }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {note.author.firstName} {note.author.lastName} · {formatMoment(note.posted)}
                {note.edits.length ? ' · edytowano' : ''}
              </Typography.Text>
              {editing === note.id ? (
                <NoteEditor
                  initial={note.text}
                  submitLabel="Zapisz"
                  pending={save.isPending}
                  onSubmit={(text) => save.mutateAsync({ noteId: note.id, text }).then(() => setEditing(null))}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <Space align="start" style={{ justifyContent: 'space-between', width: '100%' }}>
                  <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{note.text}</Typography.Text>
                  <Space size={0}>
                    <Button size="small" type="link" onClick={() => setEditing(note.id)} data-testid="note-edit">
                      Edytuj
                    </Button>
                    <Popconfirm
                      title="Usunąć notatkę?"
                      description="Notatka zniknie razem z historią zmian."
                      okText="Usuń"
                      cancelText="Anuluj"
                      // the last note of a page: show the page before it
                      onConfirm={() =>
                        remove.mutateAsync(note.id).then(() => content.length === 1 && page > 0 && setPage(page - 1))
                      }
                    >
                      <Button size="small" type="link" danger data-testid="note-delete">
                        Usuń
                      </Button>
                    </Popconfirm>
                  </Space>
                </Space>
              )}
              <NoteHistory note={note} />
            </Space>
          </List.Item>
        )}
      />
      {(notes.data?.totalElements ?? 0) > ORDER_OFFER_LIMITS.notesPageSize && (
        <Pagination
          size="small"
          current={page + 1}
          pageSize={ORDER_OFFER_LIMITS.notesPageSize}
          total={notes.data?.totalElements}
          onChange={(p) => setPage(p - 1)}
        />
      )}
    </Space>
  );
};
