import { type OrderListFilter, type OrderListType, userFilterNameSchema } from '@platform/shared';
import { Form, Input, Modal } from 'antd';
import { notify } from '@/lib/notify';
import { filterErrorMessage } from '../api/filter-error-message';
import { useSaveFilter } from '../api/save-filter';

type Props = { open: boolean; type: OrderListType; filters: OrderListFilter; onClose: () => void };

/** Save the current filters under a name of 1-100 characters (spec 5 and 8). */
export const SaveFilterDialog = ({ open, type, filters, onClose }: Props) => {
  const [form] = Form.useForm<{ name: string }>();
  const mutation = useSaveFilter();

  const submit = ({ name }: { name: string }) =>
    mutation.mutate(
      { type, name: name.trim(), filters },
      {
        onSuccess: () => {
          notify.success('Zapisano zmiany');
          form.resetFields();
          onClose();
        },
        onError: (error) => form.setFields([{ name: 'name', errors: [filterErrorMessage(error)] }]),
      },
    );

  return (
    <Modal
      open={open}
      title="Zapisz filtr"
      okText="Zapisz"
      cancelText="Anuluj"
      onOk={() => form.submit()}
      okButtonProps={{ loading: mutation.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="name"
          label="Nazwa filtra"
          rules={[
            {
              validator: (_rule, value) => {
                const parsed = userFilterNameSchema.safeParse(value ?? '');
                return parsed.success ? Promise.resolve() : Promise.reject(new Error(parsed.error.issues[0]?.message));
              },
            },
          ]}
        >
          <Input autoFocus maxLength={150} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
