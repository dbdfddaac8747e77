import { LOCATION_MESSAGES } from '../locations/admin-locations.js';
import { defineErrors } from './catalogue.js';

/** Errors of the admin location list (spec 8 "Locations") and the order map. */
export const LOCATION_ERRORS = defineErrors({
  LOCATION_NOT_FOUND: { status: 404, message: LOCATION_MESSAGES.notFound },
  LOCATION_ALREADY_EXISTS: { status: 409, message: LOCATION_MESSAGES.duplicate },
  LOCATION_IN_USE: { status: 409, message: LOCATION_MESSAGES.inUse },
  LOCATION_UNKNOWN_DISTRICT: { status: 400, message: LOCATION_MESSAGES.unknownDistrict },
  ORDERS_MAP_PINS_SUBSIDIZED: {
    status: 403,
    message: 'Mapa zleceń z pinezkami jest dostępna w pełnej wersji platformy.',
  },
});
