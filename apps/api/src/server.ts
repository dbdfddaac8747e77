import { WEB_BASE_PATH } from '@platform/shared';
import { buildApp } from './app.js';
import { loadEnv } from './config/env.js';
import { openDatabase } from './db/client.js';
import { findDemoLogins, seedIfEmpty } from './db/seed/index.js';
import { backfillSearchLemmas } from './modules/search/index.js';

const started = Date.now();
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
if (env.APP_ENV === 'production') {
  // Production never serves the demo data set: its logins share the password the README publishes.
  const demoLogins = await findDemoLogins(database.db);
  if (demoLogins.length > 0) {
    process.stderr.write(
      `Refusing to start: APP_ENV=production and the database holds the demo data set (demo logins: ${demoLogins.join(', ')}). ` +
        'Use a database without demo data and create the first administrator with `npm run create-admin -w apps/api`.\n',
    );
    await database.close();
    process.exit(1);
  }
}
const { seeded } = await seedIfEmpty(database.db, { demo: env.DEMO_DATA, size: env.DEMO_SIZE });
const lemmatised = await backfillSearchLemmas(database.db);
const app = await buildApp({ env, database });
if (seeded) app.log.info({ demo: env.DEMO_DATA, size: env.DEMO_SIZE }, 'empty database seeded');
if (lemmatised) app.log.info({ rows: lemmatised }, 'Polish lemmas added to the search texts of older rows');

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: env.HOST, port: env.PORT });
app.log.info(
  { url: `http://localhost:${env.PORT}${WEB_BASE_PATH}/`, database: database.kind, readyInMs: Date.now() - started },
  'platform ready',
);
