import { type PasswordChange, passwordChangeSchema, ACCOUNT_SECURITY_TEXTS as T } from '@platform/shared';
import { Button, Card, Form, Input } from 'antd';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useFieldErrors, validateWithSchema } from '@/lib/zod-form';
import { useChangePassword } from '../api/change-password';

const EMPTY: PasswordChange = { currentPassword: '', password: '', passwordRepeat: '' };

/**
 * 'Zmiana hasła': the current password, the new one twice (the shared rules, checked here as the server
 * checks them). A wrong current password is shown at its field; the other sessions end on success.
 */
export const PasswordChangeCard = () => {
  const [form] = Form.useForm<PasswordChange>();
  const errors = useFieldErrors(form);
  const change = useChangePassword();
  const values = Form.useWatch([], form);
  const dirty = Object.values(values ?? {}).some((v) => typeof v === 'string' && v !== '');
  const guard = useUnsavedChanges(dirty);

  const submit = () => {
    const result = validateWithSchema(passwordChangeSchema, { ...EMPTY, ...form.getFieldsValue() });
    if (!result.success) {
      errors.show(result.errors);
      return;
    }
    change.mutate(result.data, {
      onSuccess: () => {
        guard.markSaved();
        form.resetFields();
        notify.success(T.changeDone);
      },
      // a 400 belongs to a field: the current password when it was wrong, else the new one
      onError: (error) => {
        if (!isApiError(error) || error.status !== 400) return;
        const field = error.code === 'CURRENT_PASSWORD_WRONG' ? 'currentPassword' : 'password';
        errors.show([{ name: [field], errors: [error.message] }]);
      },
    });
  };

  return (
    <Card title={T.changeTitle} data-testid="password-change-card">
      <Form<PasswordChange>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={EMPTY}
        onFinish={submit}
        onValuesChange={errors.clearChanged}
        style={{ maxWidth: 420 }}
      >
        <Form.Item name="currentPassword" label={T.currentPassword}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={T.newPassword}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="passwordRepeat" label={T.newPasswordRepeat}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {T.changeSubmit}
        </Button>
      </Form>
    </Card>
  );
};
