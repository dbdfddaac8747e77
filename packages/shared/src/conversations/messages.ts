/** Polish texts of conversations (platform spec 5 "Messages" and 8). */
export const CONVERSATION_MESSAGES = {
  textRequired: 'Tekst wiadomości nie może być pusty',
  industriesRequired: 'Wybierz branże, którymi jesteś zainteresowany',
  textOrAttachments: 'Aby wysłać wiadomość uzupełnij treść lub dodaj załączniki',
  notFound: 'Nie znaleziono konwersacji',
  participantsNotFound: 'Nie znaleziono uczestników konwersacji',
  loadFailed: 'Nie udało się pobrać informacji o konwersacji',
  invalidId: 'Nieprawidłowy identyfikator konwersacji',
  // decision: the texts below are ours (the spec names the rule, not the words)
  orderArchived: 'Zlecenie jest zarchiwizowane. Nie można wysyłać wiadomości.',
  alreadyStarted: 'Twoja firma prowadzi już rozmowę o tym zleceniu.',
  cannotStart: 'Nie możesz rozpocząć rozmowy o tym zleceniu.',
  invalidIndustry: 'Wybierz branże spośród branż zlecenia.',
  notParticipant: 'Nie jesteś uczestnikiem tej rozmowy.',
  alreadyParticipant: 'Jesteś już uczestnikiem tej rozmowy.',
  cannotJoin: 'Nie możesz dołączyć do tej rozmowy.',
  participantOtherCompany: 'Możesz dodawać i usuwać tylko osoby ze swojej firmy.',
  lastParticipant: 'Rozmowa musi mieć co najmniej jednego uczestnika z Twojej firmy.',
  invalidAttachment: 'Nieprawidłowy załącznik.',
  textTooLong: 'Wiadomość może mieć najwyżej 10000 znaków.',
  tooManyAttachments: 'Możesz dodać najwyżej 30 załączników.',
  // empty lists say there is nothing yet; 'Nie znaleziono konwersacji' is the not-found error (spec 8)
  noOrderThreads: 'Nie ma jeszcze rozmów o zleceniach tej inwestycji.',
  noConversations: 'Brak rozmów o tym zleceniu',
} as const;
