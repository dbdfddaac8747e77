import { Alert, Space } from 'antd';
import { useLocation } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import '@/components/stacking-alert.css';

/** Anonymous visitors: the call to register (spec 6), with a login for those who have an account. */
export const RegisterCall = () => {
  const { pathname } = useLocation();
  return (
    <Alert
      type="info"
      showIcon
      data-testid="register-call"
      classNames={{ root: 'stacking-alert', actions: 'stacking-alert__actions' }}
      style={{ marginBottom: 8 }}
      title="Zarejestruj się, aby zobaczyć pełne informacje o zleceniu"
      description="Nazwa inwestycji, firma zlecająca, ilości, dane kontaktowe i dokumentacja są dostępne dla zalogowanych użytkowników."
      action={
        <Space orientation="vertical">
          <LinkButton type="primary" to={paths.auth.register.to()}>
            Zarejestruj się
          </LinkButton>
          <LinkButton to={paths.auth.login.to(pathname)}>Zaloguj się</LinkButton>
        </Space>
      }
    />
  );
};
