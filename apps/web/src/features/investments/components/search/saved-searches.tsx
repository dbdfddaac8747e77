import {
  type InvestmentSearchParams,
  investmentSearchParamsSchema,
  investmentSearchToRecord,
  savedInvestmentSearchCreateSchema,
} from '@platform/shared';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useDialogUnsavedChanges } from '@/components/unsaved-changes/use-dialog-unsaved-changes';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useDeleteSavedSearch } from '../../api/delete-saved-search';
import { useSavedSearches } from '../../api/get-saved-searches';
import { useSaveSearch } from '../../api/save-search';

type Props = { search: InvestmentSearchParams; onOpen: (search: InvestmentSearchParams) => void };

/** Saved searches, as the order lists' saved filters: open one, save the current one, delete one. */
export const SavedSearches = ({ search, onOpen }: Props) => {
  const saved = useSavedSearches();
  const save = useSaveSearch();
  const remove = useDeleteSavedSearch();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  // a name typed and not saved is not dropped silently: closing or leaving the page asks first
  const typedName = Form.useWatch('name', form);
  const guard = useDialogUnsavedChanges(open && !!typedName?.trim());
  const close = () => {
    form.resetFields();
    setOpen(false);
  };

  const submit = ({ name }: { name: string }) => {
    const { strona: _page, ...params } = search;
    save.mutate(
      { name: name.trim(), params: investmentSearchToRecord(params) },
      {
        onSuccess: () => {
          notify.success('Zapisano wyszukiwanie');
          guard.markSaved();
          close();
        },
        onError: (error) => form.setFields([{ name: 'name', errors: [errorMessage(error)] }]),
      },
    );
  };

  return (
    <Space wrap className="saved-searches">
      <Select
        aria-label="Zapisane wyszukiwania"
        placeholder="Zapisane wyszukiwania"
        style={{ minWidth: 220 }}
        value={null as number | null}
        loading={saved.isPending}
        options={(saved.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        onSelect={(id: number | null) => {
          const found = saved.data?.find((s) => s.id === id);
          if (found) onOpen(investmentSearchParamsSchema.parse(found.params));
        }}
        optionRender={(option) => (
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            {option.label}
            <Button
              size="small"
              type="link"
              danger
              onClick={(e) => {
                e.stopPropagation();
                remove.mutate(Number(option.value));
              }}
            >
              Usuń
            </Button>
          </Space>
        )}
      />
      <Button onClick={() => setOpen(true)}>Zapisz wyszukiwanie</Button>
      <Modal
        open={open}
        title="Zapisz wyszukiwanie"
        okText="Zapisz"
        cancelText="Anuluj"
        onOk={() => form.submit()}
        okButtonProps={{ loading: save.isPending }}
        onCancel={() => guard.confirmClose(close)}
        destroyOnHidden
      >
        {guard.holder}
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="name"
            label="Nazwa wyszukiwania"
            rules={[
              {
                validator: (_rule, value) => {
                  const parsed = savedInvestmentSearchCreateSchema.shape.name.safeParse(value ?? '');
                  return parsed.success
                    ? Promise.resolve()
                    : Promise.reject(new Error(parsed.error.issues[0]?.message));
                },
              },
            ]}
          >
            <Input autoFocus maxLength={150} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
};
