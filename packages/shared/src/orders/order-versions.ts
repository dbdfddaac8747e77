/**
 * Versions of a released order and their acknowledgement ('Zmiany w
 * zleceniu'): every change of what a bidder reads makes a version with its readable difference;
 * each invited company or company in conversation acknowledges the latest version.
 */
import { z } from 'zod';
import { countOf, NOUNS } from '../plural.js';
import { text } from '../text.js';

/**
 * decision: the offer deadline of a released order may not be shortened to fewer days than this
 * from today; the default of the server's setting ORDER_DEADLINE_MIN_NOTICE_DAYS, which the
 * browser reads from the app config.
 */
export const ORDER_DEADLINE_MIN_NOTICE_DAYS = 3;

const dayMonth = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;

export const ORDER_CHANGES_MESSAGES = {
  title: 'Zmiany w zleceniu',
  history: 'Lista zmian',
  acknowledge: 'Potwierdzam zapoznanie się ze zmianami',
  acknowledged: 'Zapoznano się ze zmianami',
  notAcknowledged: 'Nie potwierdzono',
  acknowledgementsTitle: 'Potwierdzenia zmian',
  /** `isoDay`: 'YYYY-MM-DD' of the latest change, in Poland. */
  staleOffer: (isoDay: string) => `Oferta złożona przed zmianą z ${dayMonth(isoDay)}`,
  version: (n: number) => `Wersja ${n + 1}`,
  /** `earliest`: the first day the deadline may end on ('YYYY-MM-DD'). */
  deadlineTooSoon: (days: number, earliest: string) =>
    `Termin składania ofert opublikowanego zlecenia można skrócić najwcześniej do ${dayMonth(earliest)}.${earliest.slice(0, 4)} ` +
    `(${countOf(days, NOUNS.dzien)} od dziś).`,
} as const;

export const orderVersionSchema = z
  .object({
    /** 1 for the first change after publication (the published order is version 0). */
    number: z.number().int(),
    at: text(),
    changes: z.array(text()),
  })
  .meta({ id: 'OrderVersion' });
export type OrderVersion = z.infer<typeof orderVersionSchema>;

/** GET /orders/{id}/changes and the answer of acknowledging them. */
export const orderChangesSchema = z
  .object({
    /** Newest first. */
    versions: z.array(orderVersionSchema),
    /** The latest version's number, 0 while the order is as published. */
    latest: z.number().int(),
    /** The caller's company is invited or in conversation, so it acknowledges the changes. */
    concerned: z.boolean(),
    /** The version the caller's company acknowledged last (null: none). */
    acknowledgedVersion: z.number().int().nullable(),
    acknowledgedAt: text().nullable(),
  })
  .meta({ id: 'OrderChanges' });
export type OrderChanges = z.infer<typeof orderChangesSchema>;

export const orderChangeAcknowledgementSchema = z
  .object({
    company: z.object({ id: z.number().int(), name: text() }),
    acknowledgedVersion: z.number().int().nullable(),
    acknowledgedAt: text().nullable(),
    acknowledgedBy: text().nullable(),
  })
  .meta({ id: 'OrderChangeAcknowledgement' });
export type OrderChangeAcknowledgement = z.infer<typeof orderChangeAcknowledgementSchema>;

/** GET /orders/{id}/changes/acknowledgements: per concerned company, what it acknowledged (editors, staff). */
export const orderChangeAcknowledgementsSchema = z
  .object({ latest: z.number().int(), companies: z.array(orderChangeAcknowledgementSchema) })
  .meta({ id: 'OrderChangeAcknowledgements' });
export type OrderChangeAcknowledgements = z.infer<typeof orderChangeAcknowledgementsSchema>;

/** GET /orders/changes/me: the orders whose latest changes the caller's company has not acknowledged. */
export const myChangedOrdersSchema = z.object({ orderIds: z.array(z.number().int()) }).meta({ id: 'MyChangedOrders' });
export type MyChangedOrders = z.infer<typeof myChangedOrdersSchema>;
