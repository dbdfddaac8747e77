import { Card, Descriptions, Flex } from 'antd';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { PasswordChangeCard } from '../components/password-change-card';
import { SessionsCard } from '../components/sessions-card';

/**
 * 'Moje konto' (the user menu, spec 6): the account's data, the password change, the e-mail settings
 * and the open sessions (OWASP ASVS 2.5, 3.3).
 */
export const MyAccountPage = () => {
  const { user } = useCurrentUser();
  return (
    <PageContainer title={paths.myAccount.title}>
      <Flex vertical gap={16} style={{ maxWidth: 880 }}>
        {user && (
          <Card title="Dane konta" data-testid="account-data">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Imię i nazwisko">
                {user.firstName} {user.lastName}
              </Descriptions.Item>
              <Descriptions.Item label="Login">{user.login}</Descriptions.Item>
              <Descriptions.Item label="Adres e-mail">{user.email.email}</Descriptions.Item>
              <Descriptions.Item label="Powiadomienia e-mail">
                <Link to={paths.notificationSettings.to()}>Ustawienia powiadomień</Link>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}
        <PasswordChangeCard />
        <SessionsCard />
      </Flex>
    </PageContainer>
  );
};
