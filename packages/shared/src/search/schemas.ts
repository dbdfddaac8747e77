import { z } from 'zod';
import { text } from '../text.js';

/** GET /api/v2/search/terms?text=: the typed words with the forms each may stand for. */
export const searchTermsQuerySchema = z.object({ text: text().trim().max(200) });

export const searchTermsSchema = z.object({ terms: z.array(z.array(text())) }).meta({ id: 'SearchTerms' });
export type SearchTermsAnswer = z.infer<typeof searchTermsSchema>;
