import { NOTIFICATION_TEXTS } from '@platform/shared';
import { Alert, Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * The unsubscribe link of an e-mail (no login). The click on "Wypisz mnie" does it, not the
 * opening of the page: mail scanners open links, and the link works once.
 */
export const UnsubscribePage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useUnsubscribe();
  const settingsLink = <Link to={paths.notificationSettings.to()}>{NOTIFICATION_TEXTS.unsubscribeSettingsLink}</Link>;
  return (
    <PageContainer title={NOTIFICATION_TEXTS.unsubscribeTitle}>
      {!token && <Alert type="error" title={NOTIFICATION_TEXTS.unsubscribeMissing} />}
      {token && mutation.isSuccess && (
        <Result
          status="success"
          title={NOTIFICATION_TEXTS.unsubscribeDone}
          subTitle={<strong data-testid="unsubscribed-kind">{mutation.data.label}</strong>}
          extra={settingsLink}
        />
      )}
      {token && mutation.isError && (
        <Alert type="error" title={errorMessage(mutation.error)} description={settingsLink} />
      )}
      {token && mutation.isIdle && (
        <Result
          status="info"
          title="Czy na pewno chcesz wypisać się z tego rodzaju wiadomości e-mail?"
          subTitle="Ustawienia możesz później zmienić na stronie Powiadomienia po zalogowaniu."
          extra={
            <Button type="primary" loading={mutation.isPending} onClick={() => mutation.mutate(token)}>
              Wypisz mnie
            </Button>
          }
        />
      )}
      {mutation.isPending && <Result status="info" title="Wypisywanie…" />}
    </PageContainer>
  );
};
