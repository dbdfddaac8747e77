/**
 * Polish texts of the orders contract. Texts quoted from the spec are copied exactly; the ones
 * marked "our decision" are not in the spec.
 */
export const ORDER_MESSAGES = {
  // order form (spec 5 "Order form")
  investmentRequired: 'Błąd! Wybierz inwestycję',
  companyRequired: 'Błąd! Wybierz firmę',
  contactRequired: 'Błąd! Wybierz osobę kontaktową',
  offerDeadlineRequired: 'Błąd! Podaj termin składania ofert',
  workFrontRequired: 'Błąd! Podaj front robót',
  workFrontBeforePublication: 'Front robót nie może zaczynać się przed datą publikacji zlecenia',
  scopeRequired: 'Błąd! Podaj zakres zlecenia',
  industriesMax: 'Możesz wybrać maksymalnie 5 branż.',
  industriesRemoved: 'Nie możesz usunąć wcześniej dodanych branż.',
  quantityRequired: 'Błąd! Podaj ilość',
  unitRequired: 'Błąd! Podaj jednostkę',
  documentLinkInvalid: 'Link do dokumentu jest niepoprawny',
  formInvalid: 'Błąd! Uzupełnij formularz poprawnie',
  draftCompanyEmpty: 'Firma nie może być pusta.',
  noActiveInvestment: 'Twoja firma nie jest dodana do żadnej aktywnej inwestycji.',
  invalidOrderId: 'Nieprawidłowy ID zlecenia',
  // our decision: rules of spec 5 whose texts the spec does not show
  industriesRequired: 'Błąd! Wybierz branżę',
  industriesDuplicated: 'Branże nie mogą się powtarzać.',
  contactsMax: 'Możesz wybrać maksymalnie 5 osób kontaktowych.',
  contactsDuplicated: 'Osoby kontaktowe nie mogą się powtarzać.',
  contactNotOfCompany: 'Osoba kontaktowa musi być pracownikiem firmy zlecającej.',
  contactPhoneRequired: 'Błąd! Osoba kontaktowa musi mieć numer telefonu',
  offerDeadlineInPast: 'Termin składania ofert nie może być wcześniejszy niż dzisiaj',
  offerDeadlineOrder: 'Początek terminu składania ofert nie może być późniejszy niż koniec',
  workFrontOrder: 'Początek frontu robót nie może być późniejszy niż koniec',
  publishAtRequired: 'Błąd! Podaj datę publikacji',
  publishAtInPast: 'Data publikacji nie może być w przeszłości',
  visibilityRequired: 'Błąd! Wybierz widoczność zlecenia',
  quantityInvalid: 'Ilość może mieć najwyżej 2 miejsca po przecinku.',
  attachmentsMax: 'Możesz dodać maksymalnie 30 załączników.',
  attachmentInvalid: 'Nieprawidłowy załącznik.',
  // screens (spec 2.5, 2.7, 2.8, 8)
  searchLabel: 'Znajdź istniejące zlecenie',
  noSavedFilters: 'Brak zapisanych filtrów',
  locationAlreadyAdded: 'Lokalizacja już została dodana',
  publish: 'Opublikuj',
  saveChanges: 'Zapisz zmiany',
  saveAndApprove: 'Zapisz i zatwierdź',
  resultPublished: 'Twoje zlecenie zostało opublikowane',
  resultPlanned: 'zaplanowane do publikacji',
  resultDraft: 'zapisane jako szkic',
  resultChangesSaved: 'Twoje zmiany zostały zapisane',
  inviteNotice:
    'Wysyłając zapytanie do wybranych firm udostępniasz im również załączoną dokumentację i dane kontaktowe.',
  approveFailed: 'Nie udało się zatwierdzić zlecenia',
  deleteOrArchiveFailed: 'Nie udało się usunąć/zarchiwizować zlecenia.',
  deleteFailed: 'Nie udało się usunąć zlecenia',
  closeOrder: 'Zamknij zlecenie',
  orderClosed: 'Zlecenie zamknięte',
  sendThanks: 'Wyślij podziękowania',
  // saved filters (spec 5 and 8)
  filterNameMin: 'Minimalna długość to 1 znak.',
  filterNameMax: 'Maksymalna długość to 100 znaków.',
  filterSomethingWrong: 'Coś poszło nie tak',
  // decision: the size limit of a saved filter (USER_FILTER_MAX_BYTES)
  // decision: a saved filter whose criteria do not fit the list filter (orderListFilterSchema)
  filterInvalid: 'Filtr zawiera nieprawidłowe kryteria.',
  filterTooLarge: 'Filtr jest zbyt duży, aby go zapisać. Usuń część wybranych kryteriów.',
} as const;
