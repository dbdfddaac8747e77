import { isAdminAccountType, isSubsidizedClient, isSuperadmin, type UserMe } from '@platform/shared';
import { paths } from '@/config/paths';

export type DashboardLink = { key: string; title: string; description: string; to: string };
export type DashboardGroup = { key: string; title: string; links: DashboardLink[] };

const link = (key: string, title: string, to: string, description: string): DashboardLink => ({
  key,
  title,
  to,
  description,
});

/** Entry points into the platform for this user (staff: their panels first); links only, no figures. */
export const dashboardGroups = (user: UserMe): DashboardGroup[] => {
  const subsidized = isSubsidizedClient(user);
  const groups: DashboardGroup[] = [
    {
      key: 'orders',
      title: 'Zlecenia',
      links: [
        link('orders-all', 'Wszystkie zlecenia', paths.orders.all.to(), 'Przeglądaj zapytania ofertowe.'),
        link(
          'orders-my',
          'Moje zlecenia',
          paths.orders.my.to(),
          user.company ? 'Zlecenia opublikowane przez Twoją firmę.' : 'Zlecenia, które dodałeś.',
        ),
        link('orders-add', 'Dodaj zlecenie', paths.orders.add.to(), 'Opublikuj nowe zapytanie ofertowe.'),
        // invitations and offers are a company's: an account without one has neither
        ...(user.company
          ? [
              link(
                'orders-invitations',
                'Zaproszenia do zleceń',
                paths.orders.invitations.to(),
                'Zlecenia, do których Cię zaproszono.',
              ),
              link(
                'orders-offered',
                'Ofertowane zlecenia',
                paths.orders.offered.to(),
                'Zlecenia, na które odpowiedziałeś.',
              ),
            ]
          : []),
        link('orders-map', 'Mapa zleceń', paths.orders.map.to(), 'Zlecenia na mapie Polski.'),
      ],
    },
    {
      key: 'communication',
      title: 'Firmy i wiadomości',
      links: [
        link('messages', 'Wiadomości', paths.messages.list.to(), 'Rozmowy dotyczące zleceń.'),
        ...(user.company
          ? [link('company', 'E-wizytówka firmy', paths.company.to(user.company.id), 'Wizytówka Twojej firmy.')]
          : []),
        link('recommendations', 'Rekomendowane firmy', paths.recommendations.to(), 'Wyszukiwarka wykonawców.'),
      ],
    },
  ];
  if (!subsidized) {
    groups.push({
      key: 'reports',
      title: 'Analizy',
      links: [link('reports', 'Analizy i raporty', paths.reports.start.to(), 'Raporty rynku inwestycji.')],
    });
  }
  if (isAdminAccountType(user.accountType)) {
    const admin = [link('admin', 'Panel administracyjny', paths.admin.panel.to(), 'Firmy, lokalizacje, e-maile.')];
    if (isSuperadmin(user.accountType)) {
      admin.push(link('editors', 'Panel redaktora', paths.editors.root.to(), 'Artykuły, webinaria, konferencja.'));
    }
    // staff come for their panels: those first
    groups.unshift({ key: 'admin', title: 'Administracja', links: admin });
  }
  return groups;
};
