/** News taxonomy of "Puls budownictwa" (document 2, section 2.10): tags, categories, authors. */
import { z } from 'zod';
import { text } from '../text.js';
import { imageOut, imageUuid, optionalLine, optionalText, panelListQuery, requiredLine } from './fields.js';
import { EDITORIAL_LIMITS as L } from './limits.js';

/** The category the dashboard's industry-news band and its link show (spec 2.6: /aktualnosci/lista/kategoria/6). */
export const PULS_BUDOWNICTWA_CATEGORY_ID = 6;

export const tagWriteSchema = z.object({ name: requiredLine(L.nameMax) }).meta({ id: 'EditorialTagWrite' });
export const tagSchema = z.object({ id: z.number().int(), name: text() }).meta({ id: 'EditorialTag' });
export type Tag = z.infer<typeof tagSchema>;

export const categoryWriteSchema = z
  .object({ name: requiredLine(L.nameMax), description: optionalText(L.leadMax) })
  .meta({ id: 'EditorialCategoryWrite' });
export const categorySchema = z
  .object({ id: z.number().int(), name: text(), description: text().nullable() })
  .meta({ id: 'EditorialCategory' });
export type Category = z.infer<typeof categorySchema>;

export const authorWriteSchema = z
  .object({
    name: requiredLine(L.nameMax),
    position: optionalLine(L.shortTextMax),
    bio: optionalText(L.bioMax),
    image: imageUuid,
  })
  .meta({ id: 'EditorialAuthorWrite' });
export const authorSchema = z
  .object({ id: z.number().int(), name: text(), position: text().nullable(), bio: text().nullable(), ...imageOut })
  .meta({ id: 'EditorialAuthor' });
export type Author = z.infer<typeof authorSchema>;

export const simpleListQuerySchema = panelListQuery;
