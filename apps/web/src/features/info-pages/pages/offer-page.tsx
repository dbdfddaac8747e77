import { countOf, NOUNS, TRIAL } from '@platform/shared';
import { Typography } from 'antd';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { InfoPage, InfoSection } from '../components/info-page';

/** Oferta: what the subscription gives, the free tier and the no-obligation trial (document 2, section 1). */
export const OfferPage = () => (
  <InfoPage
    title={paths.info.offer.title}
    lead="Platforma Budowlana to baza inwestycji i firm budowlanych z całej Polski oraz giełda zleceń dla wykonawców, dostawców i inwestorów."
  >
    <InfoSection title="Pełny dostęp w abonamencie">
      <ul>
        <li>wyszukiwarka inwestycji na każdym etapie, od planowania po realizację, z mapą i powiadomieniami e-mail,</li>
        <li>e-wizytówki firm z ich bilansem inwestycji, kontaktami i ofertą,</li>
        <li>zlecenia budowlane: dodawanie własnych, ofertowanie cudzych i zaproszenia od inwestorów,</li>
        <li>analizy i raporty rynku: podsumowanie inwestycji, porównywarka rynku i aktywność firm.</li>
      </ul>
    </InfoSection>
    <InfoSection title={`Wypróbuj przez ${countOf(TRIAL.days, NOUNS.dzien)} bez zobowiązań`}>
      <Typography.Paragraph>
        Przez {countOf(TRIAL.days, NOUNS.dzien)} otrzymasz dostęp do {countOf(TRIAL.investments, NOUNS.inwestycjaGen)} i{' '}
        {countOf(TRIAL.companies, NOUNS.eWizytowkaGen)} firm. Nie musisz podawać danych karty płatniczej, a po okresie
        próbnym konto nie przechodzi samo w płatny abonament.
      </Typography.Paragraph>
      <div className="info-page__actions">
        <LinkButton type="primary" to={paths.info.contact.to()}>
          Poproś o dostęp próbny
        </LinkButton>
        <LinkButton to={paths.auth.register.to()}>Załóż bezpłatne konto</LinkButton>
      </div>
    </InfoSection>
    <InfoSection title="Wersja bezpłatna">
      <Typography.Paragraph>
        Po rejestracji korzystasz z wersji bezpłatnej: widzisz liczbę i łączną wartość inwestycji, przeglądasz pierwszą
        stronę zleceń i dodajesz własne zlecenia. Pełny dostęp możesz włączyć w każdej chwili.
      </Typography.Paragraph>
    </InfoSection>
  </InfoPage>
);
