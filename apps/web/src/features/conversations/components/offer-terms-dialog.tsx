import { type Conversation, type DeclaredIndustry, formatPrice, parsePriceInput } from '@platform/shared';
import { Alert, Checkbox, DatePicker, Input, Modal, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useIndustries } from '../api/get-industries';
import { useSaveIndustries } from '../api/save-industries';
import { day } from '../lib/format';

type Row = { id: number; name: string; declared: boolean; price: string; validUntil: string | null };
type Props = { conversation: Conversation; open: boolean; onClose: () => void };

const priceText = (value: number | null) => (value === null ? '' : formatPrice(value).replace(/\s?zł$/, ''));

const rowsOf = (conversation: Conversation, declared: DeclaredIndustry[]): Row[] =>
  conversation.orderIndustries.map((industry) => {
    const own = declared.find((d) => d.id === industry.id);
    return {
      id: industry.id,
      name: industry.name,
      declared: !!own,
      price: priceText(own?.priceNet ?? null),
      validUntil: own?.validUntil ?? null,
    };
  });

/**
 * 'Oferta' of a thread (spec 2.9): the contractor declares its industries with a net price (comma,
 * two decimals, optional) and a validity date; the requester reads them. No other company sees them.
 */
export const OfferTermsDialog = ({ conversation, open, onClose }: Props) => {
  const industries = useIndustries(conversation.id, open);
  const save = useSaveIndustries(conversation.id);
  const editable = conversation.side === 'CONTRACTOR' && conversation.canWrite;
  const [rows, setRows] = useState<Row[] | null>(null);
  const shown = rows ?? (industries.data ? rowsOf(conversation, industries.data) : []);
  const invalid = shown.filter((r) => r.declared && r.price.trim() !== '' && parsePriceInput(r.price) === null);
  const update = (id: number, change: Partial<Row>) =>
    setRows(shown.map((r) => (r.id === id ? { ...r, ...change } : r)));
  const submit = () => {
    const declared = shown.filter((r) => r.declared);
    save.mutate(
      {
        industryIds: declared.map((r) => r.id),
        terms: declared.map((r) => ({
          industryId: r.id,
          priceNet: r.price.trim() ? parsePriceInput(r.price) : null,
          validUntil: r.validUntil,
        })),
      },
      { onSuccess: onClose },
    );
  };
  return (
    <Modal
      open={open}
      title={editable ? 'Twoja oferta' : `Oferta firmy ${conversation.company.name}`}
      okText="Zapisz ofertę"
      cancelText={editable ? 'Anuluj' : 'Zamknij'}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ hidden: !editable, disabled: invalid.length > 0 || !shown.some((r) => r.declared) }}
      confirmLoading={save.isPending}
      width={680}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {editable && (
          <Typography.Text type="secondary">
            Cenę netto w złotych (np. 125 000,50) i datę ważności widzi tylko zlecający, nie inne firmy.
          </Typography.Text>
        )}
        {invalid.length > 0 && (
          <Alert type="error" showIcon title="Podaj cenę netto w złotych, najwyżej z dwoma miejscami po przecinku." />
        )}
        <Table<Row>
          size="small"
          rowKey="id"
          pagination={false}
          loading={industries.isFetching}
          dataSource={shown}
          scroll={{ x: 560 }}
          columns={[
            {
              title: 'Branża',
              render: (_, r) =>
                editable ? (
                  <Checkbox checked={r.declared} onChange={(e) => update(r.id, { declared: e.target.checked })}>
                    {r.name}
                  </Checkbox>
                ) : (
                  r.name
                ),
            },
            {
              title: 'Cena netto (zł)',
              render: (_, r) =>
                editable ? (
                  <Input
                    aria-label={`Cena netto: ${r.name}`}
                    value={r.price}
                    disabled={!r.declared}
                    status={r.declared && r.price.trim() && parsePriceInput(r.price) === null ? 'error' : undefined}
                    onChange={(e) => update(r.id, { price: e.target.value })}
                    style={{ width: 150 }}
                  />
                ) : r.declared ? (
                  r.price || 'bez ceny'
                ) : (
                  '—'
                ),
            },
            {
              title: 'Ważna do',
              render: (_, r) =>
                editable ? (
                  <DatePicker
                    aria-label={`Ważna do: ${r.name}`}
                    format="DD.MM.YYYY"
                    disabled={!r.declared}
                    value={r.validUntil ? dayjs(r.validUntil) : null}
                    onChange={(value) => update(r.id, { validUntil: value ? value.format('YYYY-MM-DD') : null })}
                  />
                ) : r.validUntil ? (
                  day(r.validUntil)
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </Space>
    </Modal>
  );
};
