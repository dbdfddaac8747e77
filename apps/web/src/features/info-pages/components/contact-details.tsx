import { Skeleton, Typography } from 'antd';
import { useAppConfig } from '@/lib/app-config';

/** The customer-service phone and e-mail, as the server's settings (CONTACT_PHONE, CONTACT_EMAIL) give them. */
export const ContactDetails = () => {
  const config = useAppConfig();
  if (config.isPending) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (!config.data) {
    return <Typography.Paragraph>Nie udało się wczytać danych kontaktowych. Odśwież stronę.</Typography.Paragraph>;
  }
  const { phone, email } = config.data.contact;
  return (
    <ul data-testid="contact-details">
      <li>
        Telefon: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> (poniedziałek–piątek, 8:00–16:00)
      </li>
      <li>
        E-mail: <a href={`mailto:${email}`}>{email}</a> (odpowiadamy w ciągu jednego dnia roboczego)
      </li>
    </ul>
  );
};
