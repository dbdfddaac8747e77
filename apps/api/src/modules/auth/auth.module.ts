import type { ApiModule } from '../api-module.js';
import { authRoutes } from './auth.routes.js';
import { emailChangeRoutes } from './email-change.routes.js';
import { meRoutes } from './me.routes.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { profileRoutes } from './profile.routes.js';
import { decorateAccountSessions } from './sessions.decoration.js';
import { sessionsRoutes } from './sessions.routes.js';
import { decorateTemporaryAccess } from './temporary-access.decoration.js';
import { temporaryAccessRoutes } from './temporary-access.routes.js';
import { userInviteRoutes } from './user-invite.routes.js';

/**
 * Login, sessions, the caller, one-time links and invitations: the old contract's login under
 * /api/v1, the rest under /api/v2; the app's `temporaryAccess` decoration for other modules' e-mails and
 * `accountSessions` for ending a deactivated person's sessions.
 */
export const authModule: ApiModule = {
  name: 'auth',
  setUp: async (app) => {
    decorateTemporaryAccess(app);
    decorateAccountSessions(app);
  },
  routes: [
    { prefix: '/api/v1', plugin: authRoutes },
    { prefix: '/api/v2', plugin: meRoutes },
    { prefix: '/api/v2', plugin: temporaryAccessRoutes },
    { prefix: '/api/v2', plugin: userInviteRoutes },
    { prefix: '/api/v2', plugin: passwordResetRoutes },
    { prefix: '/api/v2', plugin: sessionsRoutes },
    { prefix: '/api/v2', plugin: profileRoutes },
    { prefix: '/api/v2', plugin: emailChangeRoutes },
  ],
};
