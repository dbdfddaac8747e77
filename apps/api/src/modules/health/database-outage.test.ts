import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorMessage } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadEnv } from '../../config/env.js';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import { seedIfEmpty } from '../../db/seed/index.js';
import { buildUser } from '../../test/factories/index.js';
import { loginAs } from '../../test/test-app.js';
import { type Cluster, clusterUnavailableReason, createCluster } from '../../test/throwaway-cluster.js';

const skipReason = clusterUnavailableReason();
if (skipReason) console.warn(`database outage test skipped: ${skipReason}`);

type Answer = { status: number; ms: number; body: string };

/**
 * The PostgreSQL server restarts while requests run. The app answers 503 with a
 * Polish message within seconds during the outage and serves again by itself once it is back.
 */
describe.skipIf(skipReason !== null)('the database goes away and comes back', () => {
  let cluster: Cluster;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    cluster = await createCluster();
    await cluster.start();
    database = await openDatabase({ databaseUrl: cluster.url });
    await seedIfEmpty(database.db, { demo: false, size: 'small' });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platforma-outage-'));
    const env = loadEnv({
      APP_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
    app = await buildApp({ env, database, logger: false });
    const user = await buildUser(app.db, { accountType: 'CLIENT' });
    headers = (await loginAs(app, user.login)).headers;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.remove();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  // The logged-in user's own data: the actor and the answer both come from the database.
  const request = async (url = '/api/v2/users/me'): Promise<Answer> => {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, ms: Date.now() - started, body: response.body };
  };

  /** Requests one after another until stopped, as traffic would during the restart. */
  const traffic = () => {
    const answers: Answer[] = [];
    let running = true;
    const done = (async () => {
      while (running) answers.push(await request());
    })();
    return {
      answers,
      /** Resolves once `count` requests have been answered (within 10 s). */
      answered: async (count: number) => {
        const until = Date.now() + 10_000;
        while (answers.length < count) {
          if (Date.now() > until) throw new Error(`the traffic had ${answers.length} answers in 10 s`);
          await new Promise((r) => setImmediate(r));
        }
      },
      stop: async () => {
        running = false;
        await done;
        return answers;
      },
    };
  };

  /** ms from the database accepting connections again until both readiness and a request answer 200. */
  const recoveryMs = async () => {
    const back = Date.now();
    while (Date.now() - back < 10_000) {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      if (ready.statusCode === 200 && (await request()).status === 200) return Date.now() - back;
      await new Promise((r) => setTimeout(r, 50));
    }
    return Number.POSITIVE_INFINITY;
  };

  for (const mode of ['fast', 'immediate'] as const) {
    it(`answers 503 during a ${mode} stop and recovers by itself within 5 s`, async () => {
      expect((await request()).status).toBe(200);
      const load = traffic();
      // The stop comes under way: once the traffic has been answered a few times.
      await load.answered(3);
      await cluster.stop(mode);

      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      const down = await request();
      expect(down.status).toBe(503);
      expect(JSON.parse(down.body)).toEqual({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        message: errorMessage('DATABASE_UNAVAILABLE'),
      });
      expect(down.ms).toBeLessThan(3_000);

      await cluster.start();
      const recovered = await recoveryMs();
      const answers = await load.stop();
      console.info(`database ${mode} restart: recovered ${recovered} ms after it was back`);
      expect(recovered).toBeLessThan(5_000);
      // Every answer during the restart was either served or refused fast; nothing hung or broke.
      expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5_000);
      expect(answers.some((a) => a.status === 503)).toBe(true);
    });
  }
});
