/** The investments offered by the order form. */
import { z } from 'zod';
import { booleanQuery, pageOf } from '../common.js';
import { PAGE_SIZE_DEFAULT } from '../constants.js';
import { INVESTMENT_CHARACTERS } from '../enums.js';
import { text } from '../text.js';
import { namedRefSchema } from './enums.js';

export const investmentListQuerySchema = z.object({
  byMyCompany: booleanQuery.default(true),
  search: text().trim().max(200).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE_DEFAULT),
});
/** What every view of an investment starts with: its id, name, places and picture. */
export const investmentHeadingFields = {
  id: z.number().int(),
  name: text(),
  city: text().nullable(),
  roadEndCity: text().nullable(),
  picture: text().nullable(),
};

export const investmentListItemSchema = z
  .object({
    ...investmentHeadingFields,
    character: z.enum(INVESTMENT_CHARACTERS),
    stage: namedRefSchema.nullable(),
  })
  .meta({ id: 'InvestmentListItem' });
export const investmentPageSchema = pageOf(investmentListItemSchema).meta({ id: 'InvestmentPage' });
