import { Flex } from 'antd';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { PasswordChangeCard } from '../components/password-change-card';
import { ProfileCard } from '../components/profile-card';
import { SessionsCard } from '../components/sessions-card';

/**
 * 'Moje konto' (the user menu, spec 6): the account's data (name, position, phone), the password change, the e-mail settings
 * and the open sessions (OWASP ASVS 2.5, 3.3).
 */
export const MyAccountPage = () => {
  const { user } = useCurrentUser();
  return (
    <PageContainer title={paths.myAccount.title}>
      <Flex vertical gap={16} style={{ maxWidth: 880 }}>
        {user && <ProfileCard user={user} />}
        <PasswordChangeCard />
        <SessionsCard />
      </Flex>
    </PageContainer>
  );
};
