import type { ApiModule } from '../api-module.js';
import { investmentSearchRoutes } from './investment-search.routes.js';
import { investmentStagesRoutes } from './investment-stages.routes.js';
import { watchedOrderReminder, watchedParticipantReminder } from './investment-watch.notify.js';
import { investmentWatchRoutes } from './investment-watch.routes.js';
import { investmentsRoutes } from './investments.routes.js';

/** Investments under /api/v2; the reminders that tell followers of new participants and orders. */
export const investmentsModule: ApiModule = {
  name: 'investments',
  reminders: [watchedParticipantReminder, watchedOrderReminder],
  routes: [
    { prefix: '/api/v2', plugin: investmentsRoutes },
    { prefix: '/api/v2', plugin: investmentSearchRoutes },
    { prefix: '/api/v2', plugin: investmentWatchRoutes },
    { prefix: '/api/v2', plugin: investmentStagesRoutes },
  ],
};
