import type { CompaniesObserved } from './company-activity.js';

/** The Polish texts of the company-activity report (document 2, sections 2.1, 2.8 and 6). */
export const COMPANY_ACTIVITY_TEXTS = {
  title: 'Aktywność firm',
  pickCompany: 'Wybierz firmę',
  pickCompanyHint: 'Wpisz nazwę lub NIP firmy, aby zobaczyć jej prace i powiązania na inwestycjach.',
  locked: 'Usługa dostępna tylko w abonamencie',
  works: 'Prace firmy',
  connections: 'Powiązania firm na inwestycjach',
  investmentsWithArchived: 'Uwzględnij inwestycje archiwalne',
  companiesWithArchived: 'Uwzględnij firmy archiwalne',
  companiesIndustries: 'Branże firm powiązanych',
  companiesObserved: 'Obserwowane firmy',
  investments: 'Liczba inwestycji',
  value: 'Wartość inwestycji',
  byIndustry: 'Branże',
  bySector: 'Sektory',
  byProvince: 'Województwa',
  byYear: 'Rok rozpoczęcia prac',
  partner: 'Firma',
  partnerIndustries: 'Branże we wspólnych inwestycjach',
  sharedCount: 'Wspólne inwestycje',
  sharedValue: 'Wartość wspólnych inwestycji',
  followed: 'Obserwujesz',
  noWorks: 'Brak inwestycji tej firmy dla wybranych parametrów.',
  noConnections: 'Brak powiązanych firm dla wybranych parametrów.',
  graph: (name: string) => `Sieć powiązań firmy ${name} na wspólnych inwestycjach`,
  graphHint: 'Grubość linii to liczba wspólnych inwestycji; pokazano firmy z największą ich liczbą.',
  exportXlsx: 'Eksportuj XLSX',
  exportCsv: 'Eksportuj CSV',
} as const;

export const COMPANIES_OBSERVED_LABELS: Record<CompaniesObserved, string> = {
  ALL: 'Wszystkie firmy',
  ONLY_OBSERVED: 'Tylko obserwowane',
  ONLY_NOT_OBSERVED: 'Tylko nieobserwowane',
};
