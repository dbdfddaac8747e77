import { notificationKindLabel } from '@platform/shared';
import { Alert, Button, Descriptions, Drawer, Skeleton, Tabs } from 'antd';
import { formatMoment } from '@/lib/format';
import { useAdminEmail } from '../../api/get-admin-email';
import { StatusTag } from './emails-table';

type Props = { id: number | null; onClose: () => void; onResend: (id: number) => void; resending: boolean };

/**
 * The preview of one e-mail: its details, the HTML as the recipient sees it, and the plain text.
 * The HTML runs in a sandboxed frame with every permission off (no scripts, no forms, no
 * navigation of this page), so a template's mistake cannot reach the admin's session.
 */
export const EmailPreview = ({ id, onClose, onResend, resending }: Props) => {
  const email = useAdminEmail(id);
  const row = email.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={row?.subject ?? 'Podgląd wiadomości'}
      size="large"
      styles={{ wrapper: { maxWidth: '100vw' } }}
      extra={
        row?.status === 'FAILED' && (
          <Button type="primary" loading={resending} onClick={() => onResend(row.id)}>
            Wyślij ponownie
          </Button>
        )
      }
    >
      {email.isError && <Alert type="error" title="Nie udało się wczytać wiadomości" />}
      {!row && !email.isError && <Skeleton active />}
      {row && (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            style={{ marginBottom: 16 }}
            items={[
              { key: 'to', label: 'Odbiorca', children: row.to },
              { key: 'kind', label: 'Rodzaj', children: notificationKindLabel(row.kind) },
              { key: 'created', label: 'Utworzona', children: formatMoment(row.createdAt) },
              { key: 'status', label: 'Status', children: <StatusTag row={row} /> },
              { key: 'attempts', label: 'Próby wysyłki', children: row.attempts },
              ...(row.sentAt ? [{ key: 'sent', label: 'Wysłana', children: formatMoment(row.sentAt) }] : []),
              ...(row.error ? [{ key: 'error', label: 'Błąd', children: row.error }] : []),
            ]}
          />
          <Tabs
            items={[
              {
                key: 'html',
                label: 'HTML',
                disabled: !row.html,
                children: row.html && (
                  <iframe
                    title="Podgląd HTML wiadomości"
                    sandbox=""
                    srcDoc={row.html}
                    className="email-preview-frame"
                  />
                ),
              },
              { key: 'text', label: 'Tekst', children: <pre className="email-preview-text">{row.text}</pre> },
            ]}
            defaultActiveKey={row.html ? 'html' : 'text'}
          />
        </>
      )}
    </Drawer>
  );
};
