import { ACCOUNT_TYPE_LABELS, type UserMe } from '@platform/shared';
import { Card, Descriptions, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Greeting built only from GET /users/me: name, login, e-mail, account type and company. */
export const WelcomeHeader = ({ user }: { user: UserMe }) => (
  <Card variant="borderless" style={{ marginBottom: 24 }}>
    <Typography.Text type="secondary">{capitalize(dayjs().format('dddd, D MMMM YYYY'))}</Typography.Text>
    <Typography.Title level={1} style={{ fontSize: 28, margin: '4px 0 16px' }} data-testid="welcome-title">
      Witaj, {user.firstName}!
    </Typography.Title>
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
      <Descriptions.Item label="Użytkownik">
        {user.firstName} {user.lastName}
      </Descriptions.Item>
      <Descriptions.Item label="Login">{user.login}</Descriptions.Item>
      <Descriptions.Item label="E-mail">{user.email.email}</Descriptions.Item>
      <Descriptions.Item label="Typ konta">
        {ACCOUNT_TYPE_LABELS[user.accountType]}
        {user.companyAdmin ? ' (administrator firmy)' : ''}
      </Descriptions.Item>
      <Descriptions.Item label="Firma">
        {user.company ? (
          <Link to={paths.company.to(user.company.id)}>E-wizytówka Twojej firmy</Link>
        ) : (
          'Konto nie jest przypisane do firmy'
        )}
      </Descriptions.Item>
    </Descriptions>
  </Card>
);
