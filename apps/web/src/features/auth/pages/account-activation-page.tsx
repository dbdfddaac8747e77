import { accountActivationRequestSchema } from '@platform/shared';
import { Alert, Button, Card, Descriptions, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useAccountActivation, useActivateAccount } from '../api/account-activation';

type Values = { password: string; passwordRepeat: string };
type FieldErrors = Partial<Record<keyof Values, string>>;

/**
 * The invited user's one-time link ('Zaproś nowego użytkownika', issue 13): who the account is for,
 * a new password twice (the shared rules), then the account is active and the user logged in.
 */
export const AccountActivationPage = () => {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const activation = useAccountActivation(token);
  const activate = useActivateAccount(token);
  const [errors, setErrors] = useState<FieldErrors>({});
  const title = paths.accountActivation.title;

  if (activation.isPending)
    return (
      <PageContainer title={title}>
        <Skeleton active />
      </PageContainer>
    );
  if (activation.isError)
    return (
      <PageContainer title={title}>
        <Alert type="error" showIcon title={errorMessage(activation.error)} data-testid="activation-error" />
      </PageContainer>
    );

  const submit = (values: Values) => {
    const parsed = accountActivationRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    activate.mutate(parsed.data, { onSuccess: () => navigate(paths.home.to(), { replace: true }) });
  };
  const { firstName, lastName, login, companyName, invitedByCompanyName, investmentName } = activation.data;
  return (
    <PageContainer title={title}>
      <Card style={{ maxWidth: 560 }}>
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Użytkownik">
            {firstName} {lastName}
          </Descriptions.Item>
          <Descriptions.Item label="Login">{login}</Descriptions.Item>
          <Descriptions.Item label="Firma">{companyName}</Descriptions.Item>
          {invitedByCompanyName && <Descriptions.Item label="Zaprasza">{invitedByCompanyName}</Descriptions.Item>}
          {investmentName && <Descriptions.Item label="Inwestycja">{investmentName}</Descriptions.Item>}
        </Descriptions>
        <Form<Values> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="password"
            label="Nowe hasło"
            validateStatus={errors.password ? 'error' : undefined}
            help={errors.password}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="passwordRepeat"
            label="Powtórz hasło"
            validateStatus={errors.passwordRepeat ? 'error' : undefined}
            help={errors.passwordRepeat}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          {activate.isError && (
            <Alert type="error" showIcon title={errorMessage(activate.error)} style={{ marginBottom: 12 }} />
          )}
          <Button type="primary" htmlType="submit" loading={activate.isPending} data-testid="activation-submit">
            Ustaw hasło i zaloguj się
          </Button>
        </Form>
      </Card>
    </PageContainer>
  );
};
