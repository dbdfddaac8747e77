import { countOf, formatNumber } from '@platform/shared';
import { Card, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useReportsStart } from '../api/get-reports-start';
import { canSeeReports } from '../lib/report-access';
import { formatShare, formatValue } from '../lib/report-format';

const ORDER_FORMS = { one: 'zlecenie', few: 'zlecenia', many: 'zleceń' };

type Tile = { title: string; to: string; answers: string; figure: string | null; figureTitle: string };

/** /analizy-i-raporty/start (spec 2.8): what each report answers, with a live figure of each. */
export const ReportsStartPage = () => {
  const { user } = useCurrentUser();
  const { data, isPending } = useReportsStart(canSeeReports(user));
  const tiles: Tile[] = [
    {
      title: 'Podsumowanie inwestycji',
      to: paths.reports.investmentsSummary.to(),
      answers:
        'Ile inwestycji i o jakiej wartości pojawia się na rynku: miesiąc po miesiącu, w województwach, sektorach i etapach; największe inwestycje i najaktywniejsze firmy.',
      figureTitle: 'Nowe inwestycje w ostatnich 12 miesiącach',
      figure: data ? `${formatNumber(data.investments.count)} · ${formatValue(data.investments.value)}` : null,
    },
    {
      title: 'Porównywarka rynku inwestycji',
      to: paths.reports.marketComparator.to(),
      answers:
        'Jak wypadają obok siebie regiony lub sektory i jak silna jest konkurencja o zlecenia: mediana ofert, udział zleceń z jedną ofertą, czas do decyzji. Tu też widać, ile ofert dostają Twoje zlecenia na tle podobnych.',
      figureTitle: 'Zlecenia z jedną ofertą (wśród zleceń z ofertami, 12 miesięcy)',
      figure: data
        ? `${formatShare(data.orders.singleOfferShare)} · opublikowano ${countOf(data.orders.published, ORDER_FORMS)}`
        : null,
    },
    {
      title: 'Aktywność firm',
      to: paths.reports.companyActivity.to(),
      answers:
        'Gdzie, w jakich branżach i sektorach pracuje wybrana firma i z kim współpracuje przy tych samych inwestycjach.',
      figureTitle: 'Firmy aktywne na inwestycjach z ostatnich 12 miesięcy',
      figure: data ? formatNumber(data.activeCompanies) : null,
    },
  ];
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        Analizy i raporty
      </Typography.Title>
      <Typography.Paragraph>
        Raporty liczone z inwestycji, firm i zleceń platformy. Każdy raport zapamiętuje wybrane parametry w adresie
        strony, więc można go zapisać lub wysłać dalej.
      </Typography.Paragraph>
      <div className="report-grid">
        {tiles.map((tile) => (
          <Card key={tile.title} title={<Link to={tile.to}>{tile.title}</Link>} data-testid="report-tile">
            <Typography.Paragraph>{tile.answers}</Typography.Paragraph>
            {tile.figure === null && isPending ? (
              <Skeleton.Input active size="small" />
            ) : (
              <Statistic title={tile.figureTitle} value={tile.figure ?? '—'} />
            )}
          </Card>
        ))}
      </div>
      {data && data.myOrders > 0 && (
        <Typography.Paragraph style={{ marginTop: 16 }}>
          Twoja firma opublikowała w ostatnich 12 miesiącach {countOf(data.myOrders, ORDER_FORMS)}.{' '}
          <Link to={`${paths.reports.marketComparator.to()}#pokrycie`}>Zobacz, ile ofert dostały na tle rynku</Link>.
        </Typography.Paragraph>
      )}
    </div>
  );
};
