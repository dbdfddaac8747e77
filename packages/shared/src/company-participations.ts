import { z } from 'zod';
import { idSchema, pageOf, pathIdSchema } from './common.js';
import { investmentRoleSchema } from './enums.js';
import { text } from './text.js';

/**
 * The admin's 'Inwestycje' dialog of the company edit (document 2, section 6): the company's
 * participations in investments, one per investment and industry (what the statistics and the
 * recommendation finder count), each with its role and the value of the company's share.
 */
export const PARTICIPATIONS_PAGE_SIZE = 10;
/** The value of a share in PLN: whole złoty, at most a trillion (the declarations' limit). */
export const PARTICIPATION_VALUE_MAX = 1e12;

export const PARTICIPATION_MESSAGES = {
  invalidId: 'Nieprawidłowy identyfikator udziału.',
  invalidValue: 'Wartość udziału musi być liczbą całkowitą od 0 do 1 000 000 000 000 zł.',
  investmentRequired: 'Wybierz inwestycję.',
  industryRequired: 'Wybierz branżę.',
  roleRequired: 'Wybierz rolę firmy.',
  added: 'Dodano udział w inwestycji.',
  removed: 'Usunięto udział w inwestycji.',
  removeQuestion: 'Usunąć udział firmy w tej inwestycji?',
  empty: 'Firma nie ma jeszcze udziałów w inwestycjach.',
} as const;
const M = PARTICIPATION_MESSAGES;

export const companyParticipationsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(PARTICIPATIONS_PAGE_SIZE),
});

export const companyParticipationSchema = z
  .object({
    investmentId: z.number().int(),
    investmentName: text(),
    industryId: z.number().int(),
    industryName: text(),
    role: investmentRoleSchema,
    valuePln: z.number().nullable(),
  })
  .meta({ id: 'CompanyParticipation' });
export type CompanyParticipation = z.infer<typeof companyParticipationSchema>;
export const companyParticipationPageSchema = pageOf(companyParticipationSchema).meta({
  id: 'CompanyParticipationPage',
});

const valueSchema = z
  .number({ error: M.invalidValue })
  .int({ error: M.invalidValue })
  .min(0, { error: M.invalidValue })
  .max(PARTICIPATION_VALUE_MAX, { error: M.invalidValue })
  .nullable();

/** A change of a participation: its role, industry and value (the investment stays). */
export const companyParticipationChangeSchema = z
  .object({
    industryId: idSchema.meta({ description: 'the industry of the works' }),
    role: investmentRoleSchema,
    valuePln: valueSchema,
  })
  .meta({ id: 'CompanyParticipationChange' });
export type CompanyParticipationChange = z.infer<typeof companyParticipationChangeSchema>;

/** A new participation: the investment (found by name, GET /investments?search) and the rest. */
export const companyParticipationInputSchema = companyParticipationChangeSchema
  .extend({ investmentId: idSchema.meta({ description: 'the investment' }) })
  .meta({ id: 'NewCompanyParticipation' });
export type CompanyParticipationInput = z.infer<typeof companyParticipationInputSchema>;

/** /companies/{companyId}/participations/{investmentId}/{industryId}: one participation. */
export const companyParticipationParamsSchema = z.object({
  companyId: pathIdSchema(M.invalidId),
  investmentId: pathIdSchema(M.invalidId),
  industryId: pathIdSchema(M.invalidId),
});

/** Labels of the dialog's fields. */
export const PARTICIPATION_TEXTS = {
  open: 'Inwestycje',
  title: 'Inwestycje firmy',
  investment: 'Inwestycja',
  role: 'Rola',
  industry: 'Branża',
  value: 'Wartość udziału (zł)',
  add: 'Dodaj udział',
  findInvestment: 'Wyszukaj inwestycję po nazwie',
} as const;
