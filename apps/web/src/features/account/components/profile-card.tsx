import {
  type AccountProfileUpdate,
  accountProfileUpdateSchema,
  POSITIONS,
  ACCOUNT_PROFILE_TEXTS as T,
} from '@platform/shared';
import { AutoComplete, Button, Card, Descriptions, Flex, Form, Input, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { paths } from '@/config/paths';
import type { CurrentUser } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useFieldErrors, validateWithSchema } from '@/lib/zod-form';
import { useAccountProfile, useSaveAccountProfile } from '../api/account-profile';
import { EmailChangeDialog } from './email-change-dialog';

const POSITION_OPTIONS = POSITIONS.map((value) => ({ value }));

type Props = { user: NonNullable<CurrentUser['user']> };

/**
 * 'Dane konta': the login and e-mail as they are, the name, position and phone to change (the phone
 * may be typed as people write it; the server stores the spec's format and the form shows it back).
 */
export const ProfileCard = ({ user }: Props) => {
  const profile = useAccountProfile();
  const save = useSaveAccountProfile();
  const [form] = Form.useForm<AccountProfileUpdate>();
  const errors = useFieldErrors(form);
  const values = Form.useWatch([], form);
  const stored = profile.data;
  const dirty =
    !!stored &&
    !!values &&
    (['firstName', 'lastName', 'position', 'phone'] as const).some((k) => (values[k] ?? '') !== (stored[k] ?? ''));
  const guard = useUnsavedChanges(dirty);

  useEffect(() => {
    if (stored) form.setFieldsValue({ ...stored, position: stored.position ?? '', phone: stored.phone ?? '' });
  }, [stored, form]);

  const submit = () => {
    const result = validateWithSchema(accountProfileUpdateSchema, form.getFieldsValue());
    if (!result.success) {
      errors.show(result.errors);
      return;
    }
    save.mutate(form.getFieldsValue(), {
      onSuccess: () => {
        guard.markSaved();
        notify.success(T.saved);
      },
    });
  };

  return (
    <Card title={T.title} data-testid="account-data">
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Login">{user.login}</Descriptions.Item>
        <Descriptions.Item label="Adres e-mail">
          <span style={{ marginInlineEnd: 12 }}>{user.email.email}</span>
          <EmailChangeDialog />
        </Descriptions.Item>
        <Descriptions.Item label="Powiadomienia e-mail">
          <Link to={paths.notificationSettings.to()}>Ustawienia powiadomień</Link>
        </Descriptions.Item>
      </Descriptions>
      {profile.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Form<AccountProfileUpdate>
          name="account-profile"
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          onValuesChange={errors.clearChanged}
          style={{ maxWidth: 560 }}
          aria-label={T.title}
        >
          <Flex gap={12} wrap>
            <Form.Item name="firstName" label={T.firstName} style={{ flex: '1 1 200px' }}>
              <Input autoComplete="given-name" maxLength={100} />
            </Form.Item>
            <Form.Item name="lastName" label={T.lastName} style={{ flex: '1 1 200px' }}>
              <Input autoComplete="family-name" maxLength={100} />
            </Form.Item>
          </Flex>
          <Form.Item name="position" label={T.position} extra={T.positionHint}>
            <AutoComplete
              options={POSITION_OPTIONS}
              filterOption={(input, option) => option?.value.toLowerCase().includes(input.toLowerCase()) ?? false}
              maxLength={100}
            />
          </Form.Item>
          <Form.Item name="phone" label={T.phone} extra={T.phoneHint}>
            <Input autoComplete="tel" inputMode="tel" maxLength={30} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!dirty}>
            {T.save}
          </Button>
        </Form>
      )}
    </Card>
  );
};
