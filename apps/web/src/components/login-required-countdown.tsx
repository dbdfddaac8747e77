import { MESSAGES, REDIRECT_COUNTDOWN_SECONDS } from '@platform/shared';
import { Progress, Space } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';
import { ACCENT } from '@/config/theme';
import { useCountdown } from '@/hooks/use-countdown';

/** Anonymous user on a protected route: 10-second countdown, then the login page (spec 2.12). */
export const LoginRequiredCountdown = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const back = `${location.pathname}${location.search}`;
  const loginPath = paths.auth.login.to(back);
  const seconds = useCountdown(REDIRECT_COUNTDOWN_SECONDS, () => void navigate(loginPath, { replace: true }));

  return (
    <StatusScreen
      status="info"
      icon={
        <Progress
          type="circle"
          size={96}
          status="normal"
          strokeColor={ACCENT}
          percent={(seconds / REDIRECT_COUNTDOWN_SECONDS) * 100}
          format={() => `${seconds} s`}
          aria-hidden
        />
      }
      title={MESSAGES.loginRequired}
      subTitle={
        <span role="timer" aria-live="polite">
          Przekierowanie do strony logowania nastąpi za <strong data-testid="countdown-seconds">{seconds}</strong> s.
        </span>
      }
      actions={
        <Space wrap>
          <LinkButton type="primary" to={loginPath} replace>
            Zaloguj się
          </LinkButton>
          <LinkButton to={paths.auth.register.to()}>Zarejestruj się</LinkButton>
        </Space>
      }
    />
  );
};
