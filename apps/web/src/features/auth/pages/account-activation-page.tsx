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
 * The invited user's one-time link ('Zaproś nowego użytkownika', spec 2.8): who the account is for,
 * a new password twice (the shared rules), then the account is active, the user logged in and taken
 * to the order of the invitation. A person invited into a company they do not belong to yet is told
 * that its admin lets them in.
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
    // the order the person was invited to, else the start page
    const next = orderId === null ? paths.home.to() : paths.orders.view.to(orderId);
    activate.mutate(parsed.data, { onSuccess: () => navigate(next, { replace: true }) });
  };
  const { firstName, lastName, login, companyName, invitedByCompanyName, investmentName, orderId, membershipPending } =
    activation.data;
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
        {membershipPending && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="activation-membership-pending"
            title={`Do firmy ${companyName} dołączysz, gdy zaakceptuje to jej administrator (lub obsługa platformy). Do tego czasu konto nie ma dostępu do danych firmy.`}
          />
        )}
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
