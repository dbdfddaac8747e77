import { Alert } from 'antd';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { SectionLinks } from '../components/section-links';

const SECTIONS = [
  { key: 'companies', title: 'Firmy', to: paths.admin.companies.to(), description: 'Lista firm i edycja e-wizytówek.' },
  {
    key: 'locations',
    title: 'Lokalizacje',
    to: paths.admin.locations.to(),
    description: 'Lista lokalizacji (tylko superadministrator).',
  },
  {
    key: 'membership-requests',
    title: 'Prośby o dołączenie do firm',
    to: paths.admin.membershipRequests.to(),
    description: 'Osoby zaproszone do firm; firmy bez administratora czekają na decyzję obsługi.',
  },
  {
    key: 'consultant-questions',
    title: 'Pytania do konsultantów',
    to: paths.admin.consultantQuestions.to(),
    description: 'Pytania użytkowników o inwestycje i zlecenia; odpowiedzi wysyłamy e-mailem.',
  },
  {
    key: 'participation-claims',
    title: paths.admin.participationClaims.title,
    to: paths.admin.participationClaims.to(),
    description: 'Udział w inwestycjach i zakresy branżowe zgłoszone przez firmy, do potwierdzenia.',
  },
  { key: 'emails', title: 'Powiadomienia e-mail', to: paths.emails.to(), description: 'Wysłane powiadomienia.' },
  {
    key: 'recommendations',
    title: 'Nowa wyszukiwarka rekomendowanych firm',
    to: paths.recommendationsNew.to(),
    description: 'Rekomendacje firm do zleceń.',
  },
] as const;

/** /admin-panel/: the admin panel's entry with links to its sections; the sections come later. */
export const AdminPanelPage = () => (
  <PageContainer title={paths.admin.panel.title}>
    <Alert
      type="info"
      showIcon
      title="Ta część platformy jest w przygotowaniu."
      description="Poniżej znajdziesz sekcje panelu administracyjnego. Ich ekrany są budowane w kolejnych etapach."
      style={{ marginBottom: 24 }}
    />
    <SectionLinks links={SECTIONS} />
  </PageContainer>
);
