/**
 * Field limits of the editorial content (document 2 shows none, these are ours). The server
 * enforces them through the schemas, the panel's forms show them; the module README lists them.
 */
export const EDITORIAL_LIMITS = {
  nameMax: 120,
  titleMax: 200,
  leadMax: 500,
  bodyMax: 100_000,
  shortTextMax: 160,
  bioMax: 2000,
  urlMax: 500,
  searchMax: 100,
  pageSize: 20,
  publicPageSizeMax: 50,
  linksMax: 20,
  conferenceListMax: 200,
} as const;

const L = EDITORIAL_LIMITS;

export const EDITORIAL_MESSAGES = {
  required: 'To pole jest wymagane',
  tooLong: (max: number) => `Maksymalna długość to ${max} znaków.`,
  invalidUrl: 'Podaj poprawny adres strony (http lub https).',
  invalidDate: 'Podaj poprawną datę.',
  invalidTime: 'Podaj godzinę w formacie GG:MM.',
  tooManyLinks: `Można wybrać najwyżej ${L.linksMax} pozycji.`,
  bodyEmpty: 'Treść artykułu nie może być pusta.',
  notFound: 'Nie znaleziono wpisu.',
  articleNotFound: 'Nie znaleziono artykułu.',
  categoryNotFound: 'Nie znaleziono kategorii.',
  unknownLink: 'Wybrano pozycję, która nie istnieje.',
  imageInvalid: 'Nie udało się użyć przesłanego obrazu. Dodaj go ponownie.',
  duplicateName: 'Wpis o takiej nazwie już istnieje.',
  saved: 'Zapisano zmiany',
  added: 'Dodano wpis',
  deleted: 'Usunięto wpis',
  deleteConfirm: 'Czy na pewno chcesz usunąć ten wpis? Tej operacji nie można cofnąć.',
  readMore: 'Czytaj dalej',
  noArticles: 'Brak artykułów w tej kategorii.',
  noUpcomingWebinars: 'Brak zaplanowanych webinariów. Zajrzyj tu wkrótce.',
  noPastWebinars: 'Nie ma jeszcze nagrań z minionych webinariów.',
} as const;
