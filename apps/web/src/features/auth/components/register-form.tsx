import { formatNip, formatZipCode, MESSAGES, registerRequestSchema } from '@platform/shared';
import { Alert, Button, Checkbox, Col, Divider, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { legacyPaths } from '@/config/legacy-paths';
import { errorMessage, isApiError } from '@/lib/api-error';
import { type FieldError, useFieldErrors, validateWithSchema } from '@/lib/zod-form';
import { CONFLICT_FIELDS, useRegister } from '../api/register';
import { type RegisterFormValues, toRegisterRequest } from './register-values';
import { useRedirectTarget } from './use-redirect-target';

const half = { xs: 24, md: 12 };

/** Registration: company and first user; the shared schema validates, conflicts go to their field. */
export const RegisterForm = () => {
  const [form] = Form.useForm<RegisterFormValues>();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const mutation = useRegister();
  const fieldErrors = useFieldErrors(form);
  const conflictField = isApiError(mutation.error) ? CONFLICT_FIELDS[mutation.error.code] : undefined;
  const [dirty, setDirty] = useState(false);
  const { markSaved } = useUnsavedChanges(dirty);

  const onFinish = (values: RegisterFormValues) => {
    const result = validateWithSchema(registerRequestSchema, toRegisterRequest(values));
    const errors: FieldError[] = result.success ? [] : result.errors;
    if (values.user?.password !== values.passwordRepeat) {
      errors.push({ name: ['passwordRepeat'], errors: [MESSAGES.passwordsDiffer] });
    }
    fieldErrors.show(errors);
    if (!result.success || errors.length) return;
    mutation.mutate(result.data, {
      onSuccess: () => {
        markSaved();
        void navigate(target, { replace: true });
      },
      onError: (error) => {
        const field = isApiError(error) ? CONFLICT_FIELDS[error.code] : undefined;
        if (field) fieldErrors.show([{ name: field, errors: [errorMessage(error)] }]);
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={(changed) => {
        setDirty(true);
        fieldErrors.clearChanged(changed);
      }}
      requiredMark={false}
      noValidate
    >
      <Divider titlePlacement="start" plain>
        Firma
      </Divider>
      <Form.Item label="Nazwa firmy" name={['company', 'name']}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label="NIP" name={['company', 'nip']} normalize={(v: string) => formatNip(v ?? '')}>
            <Input placeholder="000-000-00-00" inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="Kod pocztowy"
            name={['company', 'zipCode']}
            normalize={(v: string) => formatZipCode(v ?? '')}
          >
            <Input placeholder="00-000" inputMode="numeric" autoComplete="postal-code" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Miejscowość" name={['company', 'city']}>
        <Input autoComplete="address-level2" />
      </Form.Item>
      <Divider titlePlacement="start" plain>
        Użytkownik
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label="Imię" name={['user', 'firstName']}>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Nazwisko" name={['user', 'lastName']}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="E-mail" name={['user', 'email']}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Telefon (opcjonalnie)" name={['user', 'phone']}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Login" name={['user', 'login']}>
        <Input autoComplete="username" />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label="Hasło" name={['user', 'password']} extra="Co najmniej 8 znaków, w tym litera i cyfra.">
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Powtórz hasło" name="passwordRepeat">
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="acceptTerms" valuePropName="checked">
        <Checkbox>
          {/* a new tab: the form keeps what was typed (Back would show it empty) */}
          Akceptuję{' '}
          <a href={legacyPaths.privacyPolicy} target="_blank" rel="noopener noreferrer">
            regulamin i politykę prywatności
          </a>
        </Checkbox>
      </Form.Item>
      {mutation.isError && !conflictField && (
        <Alert type="error" showIcon title={errorMessage(mutation.error)} style={{ marginBottom: 16 }} role="alert" />
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={mutation.isPending}>
        Zarejestruj się
      </Button>
    </Form>
  );
};
