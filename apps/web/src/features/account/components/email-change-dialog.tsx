import { type EmailChangeRequest, emailChangeRequestSchema, EMAIL_CHANGE_TEXTS as T } from '@platform/shared';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useDialogUnsavedChanges } from '@/components/unsaved-changes/use-dialog-unsaved-changes';
import { isApiError } from '@/lib/api-error';
import { useFieldErrors, validateWithSchema } from '@/lib/zod-form';
import { useRequestEmailChange } from '../api/request-email-change';

const EMPTY: EmailChangeRequest = { email: '', currentPassword: '' };

/**
 * 'Zmień adres e-mail': the new address and the current password; the link goes to the new address
 * and the dialog says so. A wrong password or a taken address is shown at its field. What was typed and
 * not sent is not dropped silently: closing the dialog or leaving the page asks first.
 */
export const EmailChangeDialog = () => {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<EmailChangeRequest>();
  const errors = useFieldErrors(form);
  const change = useRequestEmailChange();
  const email = Form.useWatch('email', form);
  const password = Form.useWatch('currentPassword', form);
  const guard = useDialogUnsavedChanges(open && !change.isSuccess && !!(email || password));

  const close = () => {
    setOpen(false);
    form.resetFields();
    change.reset();
  };
  const submit = () => {
    const result = validateWithSchema(emailChangeRequestSchema, { ...EMPTY, ...form.getFieldsValue() });
    if (!result.success) {
      errors.show(result.errors);
      return;
    }
    change.mutate(result.data, {
      onError: (error) => {
        if (!isApiError(error) || (error.status !== 400 && error.status !== 409)) return;
        const field = error.code === 'CURRENT_PASSWORD_WRONG' ? 'currentPassword' : 'email';
        errors.show([{ name: [field], errors: [error.message] }]);
      },
    });
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="email-change-open">
        {T.open}
      </Button>
      <Modal
        open={open}
        title={T.title}
        onCancel={() => guard.confirmClose(close)}
        destroyOnHidden
        footer={
          change.isSuccess
            ? [
                <Button key="close" type="primary" onClick={close}>
                  OK
                </Button>,
              ]
            : [
                <Button key="cancel" onClick={() => guard.confirmClose(close)}>
                  {T.cancel}
                </Button>,
                <Button key="submit" type="primary" loading={change.isPending} onClick={() => form.submit()}>
                  {T.submit}
                </Button>,
              ]
        }
      >
        {guard.holder}
        {change.isSuccess ? (
          <Alert type="success" showIcon title={T.sent(change.data.email)} data-testid="email-change-sent" />
        ) : (
          <Form<EmailChangeRequest>
            name="email-change"
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={EMPTY}
            onFinish={submit}
            onValuesChange={errors.clearChanged}
            aria-label={T.title}
          >
            <p>{T.lead}</p>
            <Form.Item name="email" label={T.newEmail}>
              <Input type="email" autoComplete="email" maxLength={200} />
            </Form.Item>
            <Form.Item name="currentPassword" label={T.currentPassword}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  );
};
