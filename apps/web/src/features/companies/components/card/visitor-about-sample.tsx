import { Button, Typography } from 'antd';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';

/**
 * What a visitor sees instead of the about tab (spec 2.1, 6): a GENERIC sample, never the company's own
 * data (the server sends none of it), blurred under a prompt to log in or register.
 */
const SAMPLE = [
  'Jesteśmy firmą budowlaną działającą na rynku od ponad dwudziestu lat. Realizujemy inwestycje w systemie generalnego wykonawstwa.',
  'Adres: ul. Przykładowa 1, 00-000 Miasto · NIP: 000-000-00-00 · Rok założenia: 2000',
  'Telefon firmowy: +48 (00) 000 00 00 · E-mail firmowy: biuro@przyklad.pl',
  'Zakres działalności: roboty ogólnobudowlane, instalacje, drogi i mosty',
];

export const VisitorAboutSample = ({ redirect }: { redirect: string }) => (
  <div className="visitor-sample" data-testid="visitor-sample">
    <div className="visitor-sample__blur" aria-hidden="true" inert>
      {SAMPLE.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Button tabIndex={-1}>Pokaż kontakt</Button>
    </div>
    <div className="visitor-sample__prompt">
      <Typography.Title level={3}>Zaloguj się, aby zobaczyć pełną e-wizytówkę firmy</Typography.Title>
      <Typography.Paragraph type="secondary">
        Dane kontaktowe, opis działalności i statystyki inwestycji są dostępne po zalogowaniu.
      </Typography.Paragraph>
      <div className="visitor-sample__actions">
        <LinkButton type="primary" to={paths.auth.login.to(redirect)}>
          Zaloguj się
        </LinkButton>
        <LinkButton to={paths.auth.register.to()}>Zarejestruj się</LinkButton>
      </div>
    </div>
  </div>
);
