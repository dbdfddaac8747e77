import { type Attachment, CONVERSATION_LIMITS } from '@platform/shared';
import { Button, Drawer, List, Pagination, Tabs, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { FileUpload } from '@/components/file-upload/file-upload';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import type { UploadedFile } from '@/lib/uploads/use-file-upload';
import { getAdditional, useAdditional } from '../api/get-additional';
import { useAttachments } from '../api/get-attachments';
import { useSaveAdditional } from '../api/save-additional';

const FileList = ({ items, empty }: { items: Attachment[]; empty: string }) => (
  <List
    size="small"
    dataSource={items}
    locale={{ emptyText: empty }}
    renderItem={(a) => (
      <List.Item>
        <a href={a.url} target="_blank" rel="noopener noreferrer">
          📎 {a.attachmentName}
        </a>
      </List.Item>
    )}
  />
);

const Pager = ({
  page,
  total,
  size,
  onChange,
}: {
  page: number;
  total: number;
  size: number;
  onChange: (p: number) => void;
}) =>
  total > size ? (
    <Pagination
      size="small"
      current={page + 1}
      total={total}
      pageSize={size}
      onChange={(p) => onChange(p - 1)}
      showSizeChanger={false}
    />
  ) : null;

/** The thread's files (15 per page) and the company's private files (5 per page), in a side drawer. */
export const AttachmentsPanel = ({
  conversationId,
  open,
  onClose,
}: {
  conversationId: number;
  open: boolean;
  onClose: () => void;
}) => {
  const [page, setPage] = useState(0);
  const [privatePage, setPrivatePage] = useState(0);
  const [added, setAdded] = useState<UploadedFile[]>([]);
  const [round, setRound] = useState(0);
  const shared = useAttachments(conversationId, page, open);
  const own = useAdditional(conversationId, privatePage, open);
  const save = useSaveAdditional(conversationId);
  const onFiles = useCallback((f: UploadedFile[]) => setAdded(f), []);
  // the private list is replaced as a whole: what is stored (all pages are read on save) plus the new files
  const saveNew = async () => {
    const stored: string[] = [];
    for (let p = 0; ; p += 1) {
      const chunk = await getAdditional(conversationId, p);
      stored.push(...chunk.content.map((a) => a.uuid));
      if (p + 1 >= chunk.totalPages) break;
    }
    save.mutate([...stored, ...added.map((f) => f.uuid)], {
      onSuccess: () => {
        setAdded([]);
        setRound((r) => r + 1);
        setPrivatePage(0);
      },
      onError: (e) => notify.error(errorMessage(e)),
    });
  };

  return (
    <Drawer title="Załączniki" open={open} onClose={onClose} width={420}>
      <Tabs
        items={[
          {
            key: 'shared',
            label: 'Załączniki rozmowy',
            children: (
              <>
                <FileList items={shared.data?.content ?? []} empty="Brak załączników" />
                <Pager
                  page={page}
                  total={shared.data?.totalElements ?? 0}
                  size={CONVERSATION_LIMITS.attachmentsPageSize}
                  onChange={setPage}
                />
              </>
            ),
          },
          {
            key: 'private',
            label: 'Prywatne załączniki',
            children: (
              <>
                <Typography.Paragraph type="secondary">Widoczne tylko dla Twojej firmy.</Typography.Paragraph>
                <FileList items={own.data?.content ?? []} empty="Brak prywatnych załączników" />
                <Pager
                  page={privatePage}
                  total={own.data?.totalElements ?? 0}
                  size={CONVERSATION_LIMITS.additionalPageSize}
                  onChange={setPrivatePage}
                />
                <div style={{ marginTop: 16 }}>
                  <FileUpload key={round} target="ADDITIONAL" onChange={onFiles} />
                  <Button
                    type="primary"
                    style={{ marginTop: 8 }}
                    disabled={!added.length}
                    loading={save.isPending}
                    onClick={saveNew}
                  >
                    Zapisz prywatne załączniki
                  </Button>
                </div>
              </>
            ),
          },
        ]}
      />
    </Drawer>
  );
};
