import { Typography } from 'antd';
import { paths } from '@/config/paths';
import { ContactDetails } from '../components/contact-details';
import { InfoPage, InfoSection } from '../components/info-page';

/** Polityka prywatności: what the platform stores, why, for how long, and the rights of the GDPR. */
export const PrivacyPage = () => (
  <InfoPage
    title={paths.info.privacy.title}
    lead="Administratorem danych osobowych jest operator Platformy Budowlanej. Przetwarzamy tylko dane potrzebne do prowadzenia konta i świadczenia usług platformy."
  >
    <InfoSection title="Jakie dane przechowujemy">
      <ul data-testid="privacy-data">
        <li>
          dane konta: imię, nazwisko, login, adres e-mail, telefon, stanowisko i skrót hasła (samego hasła nie znamy),
        </li>
        <li>dane firmy: nazwa, NIP, adres, dane kontaktowe, logo, branże i oferta firmy,</li>
        <li>treści, które dodajesz: zlecenia, oferty, wiadomości, załączniki i zapisane filtry,</li>
        <li>ustawienia: obserwowane firmy i inwestycje oraz zgody na powiadomienia e-mail,</li>
        <li>
          dane sesji: tokeny logowania (do wylogowania lub wygaśnięcia) i dzienniki techniczne serwera z adresem IP.
        </li>
      </ul>
    </InfoSection>
    <InfoSection title="Po co i jak długo">
      <Typography.Paragraph>
        Dane przetwarzamy, aby wykonać umowę o korzystanie z platformy (art. 6 ust. 1 lit. b RODO), wysyłać zamówione
        powiadomienia e-mail (art. 6 ust. 1 lit. a) oraz dbać o bezpieczeństwo serwisu (art. 6 ust. 1 lit. f).
        Przechowujemy je przez czas trwania konta, a po jego usunięciu tylko tak długo, jak wymagają tego przepisy, np.
        rachunkowe. Nie sprzedajemy danych i nie przekazujemy ich poza Europejski Obszar Gospodarczy.
      </Typography.Paragraph>
    </InfoSection>
    <InfoSection title="Twoje prawa (RODO)">
      <ul>
        <li>dostęp do swoich danych i otrzymanie ich kopii (art. 15),</li>
        <li>sprostowanie danych nieprawidłowych (art. 16),</li>
        <li>usunięcie danych, czyli „prawo do bycia zapomnianym” (art. 17),</li>
        <li>ograniczenie przetwarzania (art. 18),</li>
        <li>przeniesienie danych do innego usługodawcy (art. 20),</li>
        <li>sprzeciw wobec przetwarzania opartego na naszym uzasadnionym interesie (art. 21),</li>
        <li>wycofanie zgody na powiadomienia w dowolnej chwili, bez wpływu na wcześniejsze przetwarzanie,</li>
        <li>skarga do Prezesa Urzędu Ochrony Danych Osobowych.</li>
      </ul>
    </InfoSection>
    <InfoSection title="Kontakt w sprawie danych">
      <Typography.Paragraph>Aby skorzystać z tych praw, napisz lub zadzwoń:</Typography.Paragraph>
      <ContactDetails />
    </InfoSection>
  </InfoPage>
);
