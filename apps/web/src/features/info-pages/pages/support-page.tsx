import { Typography } from 'antd';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { ContactDetails } from '../components/contact-details';
import { InfoPage, InfoSection } from '../components/info-page';

/** Support: the usual questions answered in place, then how to reach us with the rest. */
export const SupportPage = () => (
  <InfoPage title={paths.info.support.title} lead="Odpowiedzi na najczęstsze pytania i kontakt z pomocą techniczną.">
    <InfoSection title="Najczęstsze pytania">
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Nie pamiętam hasła
      </Typography.Title>
      <Typography.Paragraph>
        Napisz do nas z adresu e-mail przypisanego do konta: wyślemy link do ustawienia nowego hasła.
      </Typography.Paragraph>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Dlaczego widzę tylko część zleceń?
      </Typography.Title>
      <Typography.Paragraph>
        W wersji bezpłatnej lista zleceń pokazuje pierwszą stronę. Pełną listę, filtry i powiadomienia daje abonament.
      </Typography.Paragraph>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Jak dodać zlecenie?
      </Typography.Title>
      <Typography.Paragraph>
        Wybierz w menu „Zlecenia” pozycję „Dodaj zlecenie”. Zlecenie przed publikacją sprawdza nasz zespół.
      </Typography.Paragraph>
      <div className="info-page__actions">
        <LinkButton to={paths.info.offer.to()}>Porównaj wersje w ofercie</LinkButton>
      </div>
    </InfoSection>
    <InfoSection title="Pomoc techniczna">
      <Typography.Paragraph>
        Opisz, co robiłeś i co się stało; dołącz adres strony i, jeśli możesz, zrzut ekranu.
      </Typography.Paragraph>
      <ContactDetails />
    </InfoSection>
  </InfoPage>
);
