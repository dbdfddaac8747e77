import { DASHBOARD_TEXTS } from '@platform/shared';
import { Button } from 'antd';
import { useAppConfig } from '@/lib/app-config';
import { SectionCard } from '../section-card';

/**
 * The contact block: the customer service's phone and support e-mail from the settings, and the live
 * chat when one is set (`LIVE_CHAT_URL`; spec 9).
 */
export const ContactBlock = () => {
  const { data } = useAppConfig();
  if (!data) return null;
  const { phone, email } = data.contact;
  const chat = data.liveChatUrl;
  return (
    <SectionCard title={DASHBOARD_TEXTS.contactTitle} testId="dashboard-contact">
      <p style={{ margin: '0 0 8px' }}>
        {DASHBOARD_TEXTS.contactPhone}: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
      </p>
      <p style={{ margin: 0 }}>
        {DASHBOARD_TEXTS.contactEmail}: <a href={`mailto:${email}`}>{email}</a>
      </p>
      {chat && (
        <Button href={chat} target="_blank" rel="noopener" style={{ marginTop: 12 }}>
          {DASHBOARD_TEXTS.liveChat}
        </Button>
      )}
    </SectionCard>
  );
};
