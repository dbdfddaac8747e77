import { MESSAGES } from '@platform/shared';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { StatusScreen } from '@/components/status-screen';
import { paths, toBrowserUrl } from '@/config/paths';
import { logout } from '@/lib/auth';

/**
 * 403 for a logged-in user without rights (spec 2.12): a back button, or on admin routes a
 * 'Zaloguj się' button to the login page. The login page sends a logged-in user on to the dashboard,
 * so that button ends this session first: the user means to log in with an account that has the right.
 */
export const ForbiddenScreen = ({ adminRoute = false }: { adminRoute?: boolean }) => {
  const navigate = useNavigate();
  const goBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(paths.home.to());
  };
  return (
    <StatusScreen
      status="403"
      title="403"
      subTitle={MESSAGES.forbidden}
      actions={
        adminRoute ? (
          <Button
            type="primary"
            href={toBrowserUrl(paths.auth.login.to())}
            onClick={(event) => {
              event.preventDefault();
              void logout(() => navigate(paths.auth.login.to(), { replace: true }));
            }}
          >
            Zaloguj się
          </Button>
        ) : (
          <Button type="primary" onClick={goBack}>
            Wróć
          </Button>
        )
      }
    />
  );
};
