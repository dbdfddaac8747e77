import type { MyChangedOrders, OrderChangeAcknowledgements, OrderChanges } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { canEditOrder, canSeeOrder } from './order.policy.js';
import { findOrderRow } from './order.queries.js';
import { visibleOrder } from './order-read.service.js';
import {
  findAcknowledgements,
  findCompanyAcknowledgement,
  findLatestVersion,
  findOrderVersions,
  findUnacknowledgedOrderIds,
  insertAcknowledgement,
  isCompanyConcerned,
} from './order-versions.queries.js';

/**
 * Reading and acknowledging an order's changes ('Zmiany w zleceniu'). The changes are
 * read by whoever sees the order's documents (views FULL, EDITOR, EDIT) and by the companies
 * concerned (in conversation also outside the order's industries); a company invited to the
 * order or in conversation on it acknowledges the latest version; the order's editors see per
 * company what it acknowledged.
 */
const READING_VIEWS = ['FULL', 'EDITOR', 'EDIT'];

/** The caller's company when it is another than the requester's and concerned by the order. */
const concernedCompany = async (app: FastifyInstance, auth: AuthContext, order: { id: number; companyId: number }) => {
  const companyId = auth.kind === 'user' ? auth.user.companyId : null;
  if (!companyId || companyId === order.companyId) return null;
  return (await isCompanyConcerned(app.db, order.id, companyId)) ? companyId : null;
};

/** GET /orders/{id}/changes */
export const getOrderChanges = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
): Promise<OrderChanges> => {
  const { order, view } = await visibleOrder(app, auth, orderId);
  const [versions, companyId] = await Promise.all([
    findOrderVersions(app.db, orderId),
    concernedCompany(app, auth, order),
  ]);
  if (!READING_VIEWS.includes(view) && companyId === null) throw appError('ORDER_VERSIONS_NO_PERMISSION');
  const ack = companyId ? await findCompanyAcknowledgement(app.db, orderId, companyId) : null;
  return {
    versions: versions.map((v) => ({ number: v.number, at: v.at.toISOString(), changes: v.changes })),
    latest: versions[0]?.number ?? 0,
    concerned: companyId !== null,
    acknowledgedVersion: ack?.version ?? null,
    acknowledgedAt: ack?.at.toISOString() ?? null,
  };
};

/** POST /orders/{id}/changes/acknowledgement: the caller's company acknowledges the latest version. */
export const acknowledgeOrderChanges = async (app: FastifyInstance, auth: AuthContext, orderId: number) => {
  const { order } = await visibleOrder(app, auth, orderId);
  const companyId = await concernedCompany(app, auth, order);
  if (!companyId || auth.kind !== 'user') throw appError('ORDER_CHANGES_NOT_CONCERNED');
  const latest = await findLatestVersion(app.db, orderId);
  if (!latest) throw appError('ORDER_CHANGES_NONE');
  await insertAcknowledgement(app.db, { orderId, companyId, version: latest.number, userId: auth.user.id });
  return getOrderChanges(app, auth, orderId);
};

/** GET /orders/{id}/changes/acknowledgements: the order's editors (full login) and staff. */
export const getChangeAcknowledgements = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
): Promise<OrderChangeAcknowledgements> => {
  const order = await findOrderRow(app.db, orderId);
  if (!order || !canSeeOrder(auth, order)) throw appError('ORDER_NOT_FOUND');
  if (auth.kind !== 'user' || !canEditOrder(auth, order)) throw appError('ORDER_VERSIONS_NO_PERMISSION');
  const [latest, rows] = await Promise.all([findLatestVersion(app.db, orderId), findAcknowledgements(app.db, orderId)]);
  return {
    latest: latest?.number ?? 0,
    companies: rows.map((r) => ({
      company: { id: Number(r.company_id), name: r.company_name },
      acknowledgedVersion: r.version === null ? null : Number(r.version),
      acknowledgedAt: r.at === null ? null : new Date(r.at).toISOString(),
      acknowledgedBy: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
    })),
  };
};

/** GET /orders/changes/me: the orders whose latest changes the caller's company has not acknowledged. */
export const getMyChangedOrders = async (app: FastifyInstance, auth: AuthContext): Promise<MyChangedOrders> => {
  const companyId = auth.kind === 'user' ? auth.user.companyId : null;
  return { orderIds: companyId ? await findUnacknowledgedOrderIds(app.db, companyId) : [] };
};

/** The time of an order's latest version (the offers comparison marks offers given before it). */
export const latestOrderChangeAt = async (db: DbExecutor, orderId: number): Promise<Date | null> =>
  (await findLatestVersion(db, orderId))?.at ?? null;
