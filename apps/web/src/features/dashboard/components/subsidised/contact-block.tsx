import { DASHBOARD_TEXTS } from '@platform/shared';
import { useAppConfig } from '@/lib/app-config';
import { SectionCard } from '../section-card';

/** The contact block: the customer service's phone and support e-mail from the settings (spec 9). */
export const ContactBlock = () => {
  const { data } = useAppConfig();
  if (!data) return null;
  const { phone, email } = data.contact;
  return (
    <SectionCard title={DASHBOARD_TEXTS.contactTitle} testId="dashboard-contact">
      <p style={{ margin: '0 0 8px' }}>
        {DASHBOARD_TEXTS.contactPhone}: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
      </p>
      <p style={{ margin: 0 }}>
        {DASHBOARD_TEXTS.contactEmail}: <a href={`mailto:${email}`}>{email}</a>
      </p>
    </SectionCard>
  );
};
