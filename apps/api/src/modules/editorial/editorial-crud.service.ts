import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import {
  deleteRow,
  type EditorialRow,
  type EditorialTable,
  findRowById,
  findRowsPage,
  insertRow,
  updateRow,
} from './editorial-crud.queries.js';
import type { EditorialResource, PanelQuery } from './editorial-resource.js';

/** The generic editors-panel calls; the route guard has already admitted only the superadmin. */
export const listEntries = async <T extends EditorialTable, W, Q extends PanelQuery, I>(
  app: FastifyInstance,
  resource: EditorialResource<T, W, Q, I>,
  query: Q,
) => {
  const { rows, total } = await findRowsPage(app.db, resource.table, {
    where: resource.where(query),
    orderBy: resource.orderBy,
    page: query.page,
    size: query.size,
  });
  return toPage(await resource.present(app, rows), total, query.page, query.size);
};

const presentOne = async <T extends EditorialTable, W, Q extends PanelQuery, I>(
  app: FastifyInstance,
  resource: EditorialResource<T, W, Q, I>,
  row: EditorialRow<T>,
) => {
  const [answer] = await resource.present(app, [row]);
  if (!answer) throw new Error(`${resource.path}: the row was not presented`);
  return answer;
};

export const getEntry = async <T extends EditorialTable, W, Q extends PanelQuery, I>(
  app: FastifyInstance,
  resource: EditorialResource<T, W, Q, I>,
  id: number,
) => {
  const row = await findRowById(app.db, resource.table, id);
  if (!row) throw appError('EDITORIAL_NOT_FOUND');
  return presentOne(app, resource, row);
};

export const createEntry = async <T extends EditorialTable, W, Q extends PanelQuery, I>(
  app: FastifyInstance,
  resource: EditorialResource<T, W, Q, I>,
  write: W,
) => {
  const values = await resource.toValues(app, write, null);
  return presentOne(app, resource, await insertRow(app.db, resource.table, values));
};

export const updateEntry = async <T extends EditorialTable, W, Q extends PanelQuery, I>(
  app: FastifyInstance,
  resource: EditorialResource<T, W, Q, I>,
  id: number,
  write: W,
) => {
  const current = await findRowById(app.db, resource.table, id);
  if (!current) throw appError('EDITORIAL_NOT_FOUND');
  const values = await resource.toValues(app, write, current);
  const stamped = 'updatedAt' in resource.table ? { ...values, updatedAt: new Date() } : values;
  const row = await updateRow(app.db, resource.table, id, stamped);
  if (!row) throw appError('EDITORIAL_NOT_FOUND');
  return presentOne(app, resource, row);
};

export const deleteEntry = async <T extends EditorialTable, W, Q extends PanelQuery, I>(
  app: FastifyInstance,
  resource: EditorialResource<T, W, Q, I>,
  id: number,
) => {
  const deleted = await app.db.transaction(async (tx) => {
    await resource.beforeDelete?.(tx, id);
    return deleteRow(tx, resource.table, id);
  });
  if (!deleted) throw appError('EDITORIAL_NOT_FOUND');
};
