/** Shapes every report answer shares: a count with a value, per month or per named group. */
import { z } from 'zod';
import { text } from '../text.js';

export const countValueSchema = z.object({ count: z.number().int(), value: z.number() });
export type CountValue = z.infer<typeof countValueSchema>;

export const monthFigureSchema = countValueSchema.extend({ month: text() });
export type MonthFigure = z.infer<typeof monthFigureSchema>;

export const groupFigureSchema = countValueSchema.extend({ id: z.number().int(), name: text() });
export type GroupFigure = z.infer<typeof groupFigureSchema>;

/** The resolved period an answer covers. */
export const periodSchema = z.object({ from: text(), to: text(), months: z.number().int() });

/** The answer when a subsidised user asks (document 2, section 6). */
export const REPORTS_LOCKED_HINT = 'Usługa dostępna tylko w abonamencie';

/** How long a report answer is kept per normalised parameter set (server cache). */
export const REPORT_CACHE_MS = 5 * 60 * 1000;
