import type { ApiModule } from '../api-module.js';
import { attachmentsRoutes } from './attachments.routes.js';

/** Uploads and downloads under /api/v2. */
export const attachmentsModule: ApiModule = {
  name: 'attachments',
  routes: [{ prefix: '/api/v2', plugin: attachmentsRoutes }],
};
