/** Polish texts of the order questions and the coverage alert (issue 'The order's life after publication'). */
export const ORDER_QUESTION_MESSAGES = {
  invalidQuestionId: 'Nieprawidłowy ID pytania',
  questionEmpty: 'Wpisz treść pytania.',
  questionTooLong: 'Pytanie może mieć najwyżej 2000 znaków.',
  answerEmpty: 'Wpisz treść odpowiedzi.',
  answerTooLong: 'Odpowiedź może mieć najwyżej 4000 znaków.',
  invalidDeadline: 'Podaj poprawną datę terminu pytań.',
  notFound: 'Nie znaleziono pytania.',
  cannotAsk: 'Pytania do zlecenia mogą zadawać tylko firmy wykonawców, które widzą zlecenie.',
  cannotAnswer: 'Na pytania odpowiada tylko zleceniodawca.',
  notReleased: 'Pytania można zadawać tylko do opublikowanego zlecenia.',
  deadlinePassed: 'Termin zadawania pytań do tego zlecenia minął.',
  deadlineAfterOffers: 'Termin pytań musi przypadać przed terminem składania ofert.',
  deadlineInPast: 'Termin pytań nie może przypadać w przeszłości.',
  alreadyAnswered: 'Na to pytanie już odpowiedziano.',
  coverageNoPermission: 'Stan zainteresowania zleceniem widzi tylko zleceniodawca.',
} as const;
