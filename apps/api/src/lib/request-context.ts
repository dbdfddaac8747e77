import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work belongs to: its id (the one in the log, the X-Request-Id header and
 * every error answer) and its route pattern. Held in async context, so a log line or a slow query
 * anywhere below a route (services, the app's own logger, a job the request enqueued) names it.
 */
export type RequestContext = { reqId: string; route?: string };

const storage = new AsyncLocalStorage<RequestContext>();

export const currentRequest = (): RequestContext | undefined => storage.getStore();

export const runInRequest = <T>(context: RequestContext, work: () => T): T => storage.run(context, work);
