/** Enums and small shapes of the orders contract (view types, sorts, list types, dates, ids). */
import { z } from 'zod';
import { pathIdSchema } from '../common.js';
import { ORDER_CLOSE_REASONS, ORDER_DELETE_REASONS } from '../enums.js';
import { text } from '../text.js';
import { ORDER_MESSAGES } from './messages.js';

export const ORDER_VIEW_TYPES = ['FULL', 'LIMITED', 'UNAUTHENTICATED', 'EDITOR', 'EDIT'] as const;
export const orderViewTypeSchema = z.enum(ORDER_VIEW_TYPES);
export type OrderViewType = z.infer<typeof orderViewTypeSchema>;

export const orderDeleteReasonSchema = z.enum(ORDER_DELETE_REASONS);
export type OrderDeleteReason = z.infer<typeof orderDeleteReasonSchema>;
/** Why an order was closed: a deletion reason, or SETTLED / SOLVED when the requester closed it. */
export const orderCloseReasonSchema = z.enum(ORDER_CLOSE_REASONS);
export type OrderCloseReason = z.infer<typeof orderCloseReasonSchema>;

export const ORDER_SORTS = [
  'PUBLISH_DATE_NEWEST',
  'PUBLISH_DATE_OLDEST',
  'OFFER_DEADLINE_NEAREST',
  'OFFER_DEADLINE_FARTHEST',
  'WORK_DATE_NEAREST',
  'WORK_DATE_FARTHEST',
] as const;
export const orderSortSchema = z.enum(ORDER_SORTS);
export type OrderSort = z.infer<typeof orderSortSchema>;

/** Which list an order query or a saved filter belongs to (spec 2.5 list types). */
export const ORDER_LIST_TYPES = ['ALL', 'MY', 'MAP', 'OFFERED', 'INVITED'] as const;
export const orderListTypeSchema = z.enum(ORDER_LIST_TYPES);
export type OrderListType = z.infer<typeof orderListTypeSchema>;

/** ISO day 'YYYY-MM-DD' (offer deadlines) and year-month 'YYYY-MM' (work front). */
export const ISO_DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const YEAR_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isoDaySchema = text().regex(ISO_DAY_PATTERN);
export const yearMonthSchema = text().regex(YEAR_MONTH_PATTERN);

export const namedRefSchema = z.object({ id: z.number().int(), name: text() });

/** An order id in a path must be numeric (spec 5: 'Nieprawidłowy ID zlecenia'), positive and a 32-bit integer. */
export const orderIdSchema = pathIdSchema(ORDER_MESSAGES.invalidOrderId);
/** Params of the routes `.../{orderId}` (statistics). */
export const orderIdParamsSchema = z.object({ orderId: orderIdSchema });
/** Params of the routes `/orders/{id}...` (card, industries, contacts, share, update, approve, delete). */
export const orderParamsSchema = z.object({ id: orderIdSchema });
