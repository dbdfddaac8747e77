/** Limits of offers (document 2, section 9: notes pages of 5; the rest our decisions). */
export const ORDER_OFFER_LIMITS = {
  notesPageSize: 5,
  // decision: a note is at most 2,000 characters; a price at most 999 999 999,99 zł net
  noteMax: 2_000,
  priceMaxCents: 99_999_999_999,
  /** the files of a thread shown with a company's offer (the conversation has them all) */
  attachmentsShown: 15,
} as const;
