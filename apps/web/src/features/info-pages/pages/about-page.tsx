import { Typography } from 'antd';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { InfoPage, InfoSection } from '../components/info-page';

/** O nas: who runs the platform and what it is for. */
export const AboutPage = () => (
  <InfoPage
    title={paths.info.about.title}
    lead="Łączymy inwestorów, generalnych wykonawców, podwykonawców i dostawców rynku budowlanego w Polsce."
  >
    <InfoSection title="Co robimy">
      <Typography.Paragraph>
        Nasi analitycy codziennie zbierają informacje o inwestycjach budowlanych: od pierwszych planów, przez przetargi
        i pozwolenia, po realizację. Przy każdej inwestycji pokazujemy firmy, które w niej uczestniczą, a każda firma ma
        swoją e-wizytówkę z historią realizacji.
      </Typography.Paragraph>
      <Typography.Paragraph>
        Na giełdzie zleceń inwestorzy i wykonawcy publikują zakresy prac do wykonania, a firmy z odpowiednich branż
        składają oferty i dostają zaproszenia.
      </Typography.Paragraph>
    </InfoSection>
    <InfoSection title="Dla kogo">
      <ul>
        <li>dla wykonawców i podwykonawców, którzy szukają nowych robót w swoim regionie,</li>
        <li>dla producentów i dystrybutorów materiałów, którzy chcą dotrzeć do budów na czas,</li>
        <li>dla inwestorów i generalnych wykonawców, którzy szukają sprawdzonych firm.</li>
      </ul>
      <div className="info-page__actions">
        <LinkButton type="primary" to={paths.info.offer.to()}>
          Zobacz ofertę
        </LinkButton>
        <LinkButton to={paths.info.contact.to()}>Skontaktuj się z nami</LinkButton>
      </div>
    </InfoSection>
  </InfoPage>
);
