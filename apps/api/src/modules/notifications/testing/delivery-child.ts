import { type DeliveryDatabase, enqueueTestEmails, startDeliveryApp } from './delivery-app.js';

/**
 * A worker in a process of its own, for the kill -9 test: argv[2] is JSON
 * `{ database, env, enqueue }`; it enqueues `enqueue` e-mails, prints `ready` and works the queue
 * until it is killed.
 */
const options = JSON.parse(process.argv[2] ?? '{}') as {
  database: DeliveryDatabase;
  env: Record<string, string>;
  enqueue: number;
};
const { app } = await startDeliveryApp(options.database, options.env);
await enqueueTestEmails(app, 'kill', options.enqueue);
process.stdout.write('ready\n');
setInterval(() => undefined, 60_000);
