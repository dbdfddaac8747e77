import { z } from 'zod';
import { OFFER_LIMITS, offerContactPersonInputSchema } from './company-offer.js';
import { text } from './text.js';

/**
 * The admin's 'Osoby kontaktowe' dialog of the company edit (document 2, section 6): the contact
 * persons the card shows in the company offer's contact module (spec 2.2, 3), kept the same in the
 * draft and the published offer. A photo is set in the offer editor; the dialog keeps it.
 */
export const companyContactPersonSchema = z
  .object({
    title: text().nullable(),
    avatar: text().nullable().meta({ description: 'the uuid of the photo, kept as it is' }),
    name: text(),
    positionLine1: text().nullable(),
    positionLine2: text().nullable(),
    telephone: text().nullable(),
    email: text().nullable(),
  })
  .meta({ id: 'CompanyContactPerson' });
export type CompanyContactPerson = z.infer<typeof companyContactPersonSchema>;

export const companyContactPersonsSchema = z
  .object({ contactPersons: z.array(companyContactPersonSchema) })
  .meta({ id: 'CompanyContactPersons' });

export const companyContactPersonsInputSchema = z
  .object({
    contactPersons: z.array(offerContactPersonInputSchema).max(OFFER_LIMITS.contactPersonsMax, {
      error: `Możesz dodać maksymalnie ${OFFER_LIMITS.contactPersonsMax} osób kontaktowych.`,
    }),
  })
  .meta({ id: 'CompanyContactPersonsSave' });
export type CompanyContactPersonsInput = z.infer<typeof companyContactPersonsInputSchema>;

export const CONTACT_PERSONS_TEXTS = {
  open: 'Osoby kontaktowe',
  title: 'Osoby kontaktowe firmy',
  lead: 'Osoby kontaktowe oferty firmy, widoczne na wizytówce. Zdjęcie ustawisz w edycji oferty.',
  name: 'Imię i nazwisko',
  position: 'Stanowisko',
  telephone: 'Telefon',
  email: 'E-mail',
  add: 'Dodaj osobę',
  remove: 'Usuń',
  save: 'Zapisz',
  nameRequired: 'Podaj imię i nazwisko każdej osoby.',
  empty: 'Oferta firmy nie ma jeszcze osób kontaktowych.',
} as const;
