import { Typography } from 'antd';
import { paths } from '@/config/paths';
import { ContactDetails } from '../components/contact-details';
import { InfoPage, InfoSection } from '../components/info-page';

/** Kontakt: the customer service from the settings; also where 'Opiekun firmy' and the trial dialog lead. */
export const ContactPage = () => (
  <InfoPage
    title={paths.info.contact.title}
    lead="Zadzwoń lub napisz: pomożemy dobrać abonament, uruchomimy dostęp próbny i odpowiemy na pytania o konto."
  >
    <InfoSection title="Biuro obsługi klienta">
      <ContactDetails />
    </InfoSection>
    <InfoSection title="Opiekun Twojej firmy">
      <Typography.Paragraph>
        Każda firma z abonamentem ma swojego opiekuna: jego nazwisko widać w nagłówku e-wizytówki firmy, przy napisie
        „Opiekun firmy”. Napisz lub zadzwoń do biura obsługi, a połączymy Cię z nim: w sprawie dostępu próbnego,
        rozszerzenia abonamentu, kont użytkowników albo danych firmy.
      </Typography.Paragraph>
    </InfoSection>
  </InfoPage>
);
