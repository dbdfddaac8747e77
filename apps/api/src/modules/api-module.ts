import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbExecutor } from '../db/client.js';

/**
 * One reminder the scheduled `reminders` job sends. The module that owns the
 * data lists it in its `reminders` (`orders.module.ts`); modules/notifications/reminders.ts runs it:
 * - `key`: the occasion, unique per reminder (`ORDER_DEADLINE_PASSED`; the invitations issue:
 *   `OFFER_DEADLINE_REMINDER:72h` and `OFFER_DEADLINE_REMINDER:24h`);
 * - `findDue(db, now, limit)`: the subjects due at `now` that did not have it yet (use
 *   `notYetReminded(key, idColumn)` in the query, on an index of the due column);
 * - `notify(app, tx, subject, now)`: finds the recipients and calls `enqueueEmail` for each, in the
 *   transaction that records the reminder, so the record and the e-mails exist together.
 */
export type Reminder<S extends { id: number }> = {
  key: string;
  findDue: (db: DbExecutor, now: Date, limit: number) => Promise<S[]>;
  notify: (app: FastifyInstance, tx: DbExecutor, subject: S, now: Date) => Promise<number>;
};

// biome-ignore lint/suspicious/noExplicitAny: a list of reminders over different subject types
export type AnyReminder = Reminder<any>;

/**
 * Where a module's routes hang, in the order the app registers them: `/api` (health), `/api/v1`
 * (the old platform's contract), `/api/v2` and the old autocomplete host path.
 */
export const API_PREFIXES = ['/api', '/api/v1', '/api/v2', '/api/autocomplete/v1'] as const;
export type ApiPrefix = (typeof API_PREFIXES)[number];

/**
 * One domain module as the app registers it (app.ts lists them, one line each). A module's face
 * (`modules/<m>/index.ts`) exports it.
 */
export type ApiModule = {
  name: string;
  /** Its route plugins by prefix; within a prefix, modules register in the order app.ts lists them. */
  routes?: readonly { prefix: ApiPrefix; plugin: FastifyPluginAsyncZod }[];
  /**
   * What it sets up on the root app before any route: decorations other modules use, queues and
   * their workers, listeners of other modules' events. Gets every module (the reminders job reads
   * their `reminders`).
   */
  setUp?: (app: FastifyInstance, modules: readonly ApiModule[]) => Promise<void>;
  /** Reminders the scheduled reminders job sends (modules/notifications/reminders.ts). */
  reminders?: readonly AnyReminder[];
};

/** Runs every module's `setUp`, in the listed order. */
export const setUpModules = async (app: FastifyInstance, modules: readonly ApiModule[]): Promise<void> => {
  for (const module of modules) await module.setUp?.(app, modules);
};

/** Registers every module's routes: one scope per prefix, the modules' plugins in the listed order. */
export const registerModuleRoutes = async (app: FastifyInstance, modules: readonly ApiModule[]): Promise<void> => {
  for (const prefix of API_PREFIXES) {
    const plugins = modules.flatMap((m) => (m.routes ?? []).filter((r) => r.prefix === prefix).map((r) => r.plugin));
    if (plugins.length === 0) continue;
    await app.register(
      async (scope) => {
        for (const plugin of plugins) await scope.register(plugin);
      },
      { prefix },
    );
  }
};
