import { MESSAGES } from '@platform/shared';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';

/**
 * 403 for a logged-in user without rights (spec 2.12): a back button, or on admin routes a
 * 'Zaloguj się' button to the login page.
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
          <LinkButton type="primary" to={paths.auth.login.to()}>
            Zaloguj się
          </LinkButton>
        ) : (
          <Button type="primary" onClick={goBack}>
            Wróć
          </Button>
        )
      }
    />
  );
};
