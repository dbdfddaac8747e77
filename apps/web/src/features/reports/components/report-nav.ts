import { paths } from '@/config/paths';

/** The reports of /analizy-i-raporty in the order the navigation lists them (spec 2.8). */
export const REPORT_NAV = [
  { key: 'start', label: 'Start', to: paths.reports.start.to() },
  { key: 'summary', label: 'Podsumowanie inwestycji', to: paths.reports.investmentsSummary.to() },
  { key: 'comparator', label: 'Porównywarka rynku inwestycji', to: paths.reports.marketComparator.to() },
  { key: 'activity', label: 'Aktywność firm', to: paths.reports.companyActivity.to() },
] as const;

/** The entry of a location: the longest path the location starts with. */
export const activeReportKey = (pathname: string): string =>
  REPORT_NAV.find((entry) => pathname.endsWith(entry.to))?.key ?? 'start';
