import { scopeClaimInputSchema, CLAIM_TEXTS as T } from '@platform/shared';
import { Button, Form, Typography } from 'antd';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useFieldErrors, validateWithSchema } from '@/lib/zod-form';
import { useDeclareScopes } from '../api/declare-scopes';
import { IndustryPicker } from './industry-picker';

type Values = { industryIds?: number[] };

/** 'Zgłoś zakresy branżowe' (document 2, 2.6): the industries the company works in, for staff to confirm. */
export const ScopesForm = () => {
  const [form] = Form.useForm<Values>();
  const errors = useFieldErrors(form);
  const declare = useDeclareScopes();
  const chosen = Form.useWatch('industryIds', form) ?? [];
  const guard = useUnsavedChanges(chosen.length > 0);

  const submit = () => {
    const result = validateWithSchema(scopeClaimInputSchema, { industryIds: form.getFieldValue('industryIds') ?? [] });
    if (!result.success) return errors.show(result.errors);
    declare.mutate(result.data, {
      onSuccess: () => {
        guard.markSaved();
        form.resetFields();
        notify.success(T.scopesSent);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 400)
          errors.show([{ name: ['industryIds'], errors: [error.message] }]);
        else if (isApiError(error)) notify.error(error.message);
      },
    });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={errors.clearChanged}
      data-testid="scopes-form"
    >
      <Typography.Paragraph type="secondary">{T.scopesLead}</Typography.Paragraph>
      <Form.Item name="industryIds" label={T.industries}>
        <IndustryPicker label="Zakresy branżowe" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={declare.isPending}>
        {T.scopesSubmit}
      </Button>
    </Form>
  );
};
