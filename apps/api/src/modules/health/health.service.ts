import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';

/** Readiness: the database answers a ping; a failure is logged and reported, never thrown. */
export const checkReadiness = async (database: DatabaseHandle, log: FastifyBaseLogger) => {
  try {
    await database.ping();
    return { ready: true, body: { status: 'ready' as const, database: database.kind } };
  } catch (error) {
    log.error({ err: error }, 'database not reachable');
    return { ready: false, body: { status: 'unavailable' as const, database: database.kind } };
  }
};
