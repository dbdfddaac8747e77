import type { DemoFingerprint } from '@platform/shared';
import type { DbExecutor } from '../../db/client.js';
import { DEMO_STATE_TABLES, readStateTable } from './demo-fingerprint.queries.js';

/**
 * The state of every row of the demo state tables, read in one snapshot (a repeatable-read
 * transaction): the browser journeys take it before the first journey and after the last, and
 * `compareDemoFingerprints` names every demo row a journey changed or removed.
 */
export const readDemoFingerprint = async (db: DbExecutor): Promise<DemoFingerprint> =>
  db.transaction(
    async (tx) => {
      const tables: DemoFingerprint['tables'] = {};
      for (const [table, spec] of Object.entries(DEMO_STATE_TABLES)) {
        const rows: DemoFingerprint['tables'][string] = {};
        for (const { key, label, row } of await readStateTable(tx, table, spec)) rows[key] = { label, row };
        tables[table] = rows;
      }
      return { tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
