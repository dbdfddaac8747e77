import { PUBLIC_INVESTMENT_TEXTS as T } from '@platform/shared';
import { Card, Space, Typography } from 'antd';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';

/** The call to register of every public page of the investment database (the 7-day trial, spec 1). */
export const RegisterCall = () => (
  <Card data-testid="register-call" style={{ marginTop: 24, background: '#f0f5ff', borderColor: '#adc6ff' }}>
    <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
      {T.registerTitle}
    </Typography.Title>
    <Typography.Paragraph>{T.registerLead}</Typography.Paragraph>
    <Space wrap>
      <LinkButton type="primary" to={paths.auth.register.to()}>
        {T.register}
      </LinkButton>
      <LinkButton to={paths.auth.login.to()}>{T.login}</LinkButton>
    </Space>
  </Card>
);
