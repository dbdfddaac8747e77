/** Texts of watching, the on-hold list and the staff stage changes (issue: the investment database, items 3-5, 7). */

/** The stages whose investments are held (investment_stages.on_hold): the on-hold list's. */
export const ON_HOLD_STAGE_NAMES: readonly string[] = ['Inwestycja wstrzymana'];

export const INVESTMENT_TRACKING_MESSAGES = {
  noteTooLong: 'Maksymalna długość notatki to 1000 znaków.',
  sourceRequired: 'Podaj źródło informacji o zmianie etapu.',
  sourceTooLong: 'Maksymalna długość źródła to 300 znaków.',
  textTooLong: 'Maksymalna długość tekstu to 2000 znaków.',
  badDate: 'Podaj datę w formacie RRRR-MM-DD.',
  badStage: 'Wybierz etap inwestycji.',
  holdReasonRequired: 'Podaj powód wstrzymania inwestycji.',
  sameStage: 'Inwestycja jest już na tym etapie.',
  notFollowing: 'Nie obserwujesz tej inwestycji.',
  noPermission: 'Zmiany etapów i danych inwestycji wprowadzają tylko menedżerowie i administratorzy.',
  mergeSelf: 'Nie można połączyć inwestycji z nią samą.',
  duplicateNotFound: 'Nie znaleziono inwestycji do połączenia.',
  nothingToCorrect: 'Nie zmieniono żadnej danej inwestycji.',
  badDates: 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia.',
} as const;

export const WATCHED_INVESTMENTS_TEXTS = {
  title: 'Obserwowane inwestycje',
  lead: 'Inwestycje, które obserwujesz, z tym, co zmieniło się od Twojej ostatniej wizyty na tej stronie. Obserwację włączasz na stronie inwestycji.',
  empty: 'Nie obserwujesz jeszcze żadnej inwestycji.',
  noChanges: 'Bez zmian od ostatniej wizyty',
  stageChanged: 'Zmiana etapu',
  newParticipants: { one: 'nowy uczestnik', few: 'nowi uczestnicy', many: 'nowych uczestników' },
  newOrders: { one: 'nowe zlecenie', few: 'nowe zlecenia', many: 'nowych zleceń' },
  follow: 'Obserwuj',
  following: 'Obserwujesz',
  unfollow: 'Przestań obserwować',
  note: 'Notatka',
  saveNote: 'Zapisz notatkę',
  followedSince: 'Obserwujesz od',
} as const;

export const ON_HOLD_TEXTS = {
  title: 'Inwestycje wstrzymane',
  lead: 'Inwestycje, których realizacja została wstrzymana, z datą i powodem wstrzymania.',
  empty: 'Brak wstrzymanych inwestycji.',
  heldOn: 'Wstrzymana od',
  reason: 'Powód',
  noRecord: 'Data wstrzymania nie została zapisana',
} as const;

export const STAGE_PANEL_TEXTS = {
  title: 'Zmiany etapów',
  history: 'Historia etapów',
  changes: 'Historia zmian',
  record: 'Zapisz zmianę etapu',
  correct: 'Popraw dane',
  merge: 'Połącz duplikaty',
  kinds: {
    DATA_CORRECTION: 'Poprawka danych',
    MERGE: 'Połączenie z duplikatem',
    PARTICIPANT_ADDED: 'Nowy uczestnik',
  },
} as const;

/** Staff of the stage changes panel (spec 6: manager, administrator, superadmin; sales have no say over the data). */
export const STAGE_EDITOR_ACCOUNT_TYPES = ['SUPERADMIN', 'ADMINISTRATOR', 'MANAGER'] as const;
export const canChangeInvestmentStages = (user: { accountType: string }): boolean =>
  (STAGE_EDITOR_ACCOUNT_TYPES as readonly string[]).includes(user.accountType);
