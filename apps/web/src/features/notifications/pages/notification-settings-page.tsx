import { NOTIFICATION_TEXTS } from '@platform/shared';
import { Alert, Skeleton, Typography } from 'antd';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { PreferencesList } from '../components/settings/preferences-list';
import '../components/settings/settings.css';

/**
 * "Powiadomienia" (beyond the spec): per kind of e-mail, at once, in the daily digest or off; a choice is
 * saved when it is made. Critical e-mails (password, account, access links) are not listed.
 */
export const NotificationSettingsPage = () => {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  return (
    <PageContainer title={paths.notificationSettings.title}>
      <Typography.Paragraph style={{ maxWidth: 720 }}>{NOTIFICATION_TEXTS.settingsIntro}</Typography.Paragraph>
      {preferences.isError && <Alert type="error" title={NOTIFICATION_TEXTS.saveFailed} />}
      {preferences.isPending && <Skeleton active />}
      {preferences.data && (
        <PreferencesList
          preferences={preferences.data.preferences}
          saving={update.isPending ? (update.variables?.preferences[0]?.kind ?? null) : null}
          onChange={(kind, mode) => update.mutate({ preferences: [{ kind, mode }] })}
        />
      )}
    </PageContainer>
  );
};
