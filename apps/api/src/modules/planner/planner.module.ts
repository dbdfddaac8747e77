import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiModule } from '../api-module.js';
import { plannerRoutes } from './planner.routes.js';
import { plannerFeedRoutes } from './planner-feed.routes.js';
import { plannerDeadlineReminder } from './planner-reminder.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(plannerRoutes);
  await app.register(plannerFeedRoutes);
};

/** 'Planer': the user's dates from its sources (sources/index.ts), and the iCalendar feed (spec 6 menu). */
export const plannerModule: ApiModule = {
  name: 'planner',
  routes: [{ prefix: '/api/v2', plugin: routes }],
  reminders: [plannerDeadlineReminder],
};
