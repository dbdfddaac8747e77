import type { Location, LocationWrite } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import {
  deleteLocationRow,
  findDistrictId,
  findLocationById,
  insertLocation,
  isLocationInUse,
  lockDistrict,
  lockLocation,
  nameTakenInDistrict,
  updateLocation,
} from './admin-locations.queries.js';
import { toLocation } from './geolocation.presenter.js';

type Tx = Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0];

/** The district must be a powiat of the chosen province; the name must be free in that district (409). */
const checkedValues = async (tx: Tx, form: LocationWrite, exceptId: number | null) => {
  const districtId = await findDistrictId(tx, form.provinceId, form.district);
  if (districtId === undefined) throw appError('LOCATION_UNKNOWN_DISTRICT');
  await lockDistrict(tx, districtId);
  if (await nameTakenInDistrict(tx, form.name, districtId, exceptId)) throw appError('LOCATION_ALREADY_EXISTS');
  return { ...form, districtId };
};

const present = async (app: FastifyInstance, id: number): Promise<Location> => {
  const row = await findLocationById(app.db, id);
  if (!row) throw appError('LOCATION_NOT_FOUND');
  return toLocation(row);
};

/** POST /geolocation (superadmin). */
export const createLocation = async (app: FastifyInstance, form: LocationWrite): Promise<Location> => {
  const id = await app.db.transaction(async (tx) => insertLocation(tx, await checkedValues(tx, form, null)));
  return present(app, id);
};

/** PUT /geolocation/{id} (superadmin). */
export const changeLocation = async (app: FastifyInstance, id: number, form: LocationWrite): Promise<Location> => {
  await app.db.transaction(async (tx) => {
    if (!(await findLocationById(tx, id))) throw appError('LOCATION_NOT_FOUND');
    await updateLocation(tx, id, await checkedValues(tx, form, id));
  });
  return present(app, id);
};

/** DELETE /geolocation/{id} (superadmin): refused while an investment or a company uses it. */
export const removeLocation = async (app: FastifyInstance, id: number): Promise<void> => {
  await app.db.transaction(async (tx) => {
    if (!(await lockLocation(tx, id))) throw appError('LOCATION_NOT_FOUND');
    if (await isLocationInUse(tx, id)) throw appError('LOCATION_IN_USE');
    await deleteLocationRow(tx, id);
  });
};
