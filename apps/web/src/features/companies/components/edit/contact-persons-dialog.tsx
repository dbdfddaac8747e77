import { COMPANY_TEXTS, type CompanyContactPerson, OFFER_LIMITS, CONTACT_PERSONS_TEXTS as T } from '@platform/shared';
import { Alert, Button, Col, Input, Modal, Row, Typography } from 'antd';
import { useState } from 'react';
import { useDialogUnsavedChanges } from '@/components/unsaved-changes/use-dialog-unsaved-changes';
import { errorMessage, isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useContactPersons } from '../../api/get-contact-persons';
import { useSaveContactPersons } from '../../api/save-contact-persons';

type PersonRow = CompanyContactPerson & { key: number };
const EMPTY: CompanyContactPerson = {
  title: null,
  avatar: null,
  name: '',
  positionLine1: null,
  positionLine2: null,
  telephone: null,
  email: null,
};
const FIELDS = [
  { field: 'name', label: T.name },
  { field: 'positionLine1', label: T.position },
  { field: 'telephone', label: T.telephone },
  { field: 'email', label: T.email },
] as const;
const strip = (rows: PersonRow[]): CompanyContactPerson[] => rows.map(({ key: _, ...p }) => p);
let nextKey = 0;
const keyed = (persons: CompanyContactPerson[]): PersonRow[] => persons.map((p) => ({ ...p, key: nextKey++ }));

/**
 * The admin's 'Osoby kontaktowe' dialog of the company edit (spec 6): the contact persons of the
 * company offer shown on the card (spec 2.2), added, changed and removed here and saved together.
 * Closing it with unsaved changes asks 'Zapisać zmiany?' (Tak saves, Nie drops them).
 */
export const ContactPersonsDialog = ({ companyId }: { companyId: number }) => {
  const [open, setOpen] = useState(false);
  const stored = useContactPersons(companyId, open);
  const save = useSaveContactPersons(companyId);
  const [rows, setRows] = useState<PersonRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const initial = stored.data?.contactPersons ?? [];
  const shown = rows ?? keyed(initial);
  const dirty = open && rows !== null && JSON.stringify(strip(rows)) !== JSON.stringify(initial);
  const guard = useDialogUnsavedChanges(dirty);

  const edit = (next: PersonRow[]) => {
    setRows(next);
    setError(null);
  };
  const set = (key: number, patch: Partial<CompanyContactPerson>) =>
    edit(shown.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const close = () => {
    setRows(null);
    setError(null);
    setOpen(false);
  };
  const persist = (after?: () => void) => {
    if (shown.some((r) => !r.name.trim())) return setError(T.nameRequired);
    save.mutate(strip(shown), {
      onSuccess: () => {
        notify.success(COMPANY_TEXTS.changesSaved);
        guard.markSaved();
        setRows(null);
        after?.();
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };
  const ask = () => guard.confirmClose(close, () => persist(close));

  return (
    <>
      {guard.holder}
      <Button onClick={() => setOpen(true)}>{T.open}</Button>
      <Modal
        open={open}
        title={T.title}
        onCancel={ask}
        onOk={() => persist()}
        okText={T.save}
        cancelText="Zamknij"
        okButtonProps={{ disabled: !dirty }}
        confirmLoading={save.isPending}
        width="100%"
        style={{ maxWidth: 680 }}
        destroyOnHidden
      >
        {stored.isError ? (
          <Alert
            type="info"
            showIcon
            title={isApiError(stored.error) ? stored.error.message : errorMessage(stored.error)}
          />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{T.lead}</Typography.Paragraph>
            {!stored.isPending && shown.length === 0 && <Typography.Paragraph>{T.empty}</Typography.Paragraph>}
            {shown.map((row, index) => (
              <fieldset
                key={row.key}
                data-testid={`contact-person-${index}`}
                style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 8, margin: '0 0 8px' }}
              >
                <Row gutter={[8, 8]} align="middle">
                  {FIELDS.map(({ field, label }) => (
                    <Col key={field} xs={24} sm={12}>
                      <Input
                        aria-label={`${label} (osoba ${index + 1})`}
                        placeholder={label}
                        value={row[field] ?? ''}
                        maxLength={200}
                        onChange={(e) =>
                          set(row.key, { [field]: field === 'name' ? e.target.value : e.target.value || null })
                        }
                      />
                    </Col>
                  ))}
                  <Col span={24}>
                    <Button
                      size="small"
                      danger
                      type="link"
                      onClick={() => edit(shown.filter((r) => r.key !== row.key))}
                      aria-label={`${T.remove}: ${row.name || `osoba ${index + 1}`}`}
                    >
                      {T.remove}
                    </Button>
                  </Col>
                </Row>
              </fieldset>
            ))}
            <Button
              onClick={() => edit([...shown, ...keyed([EMPTY])])}
              disabled={stored.isPending || shown.length >= OFFER_LIMITS.contactPersonsMax}
            >
              {T.add}
            </Button>
            {error && (
              <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
                {error}
              </Typography.Text>
            )}
          </>
        )}
      </Modal>
    </>
  );
};
