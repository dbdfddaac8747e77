/**
 * The benchmark data set: reference data and the demo accounts, then generated companies,
 * investments with their participants (generate.ts, batched inserts) and orders in every status
 * (bench-data.queries.ts, set-based SQL), the same rows for the same scale and seed. Every benchmark
 * measures on it; later modules add their rows here (conversations and messages since version 3; offers).
 */
import { lemmaText } from '../../lib/polish-lemmas.js';
import type { Database } from '../client.js';
import {
  conversationIdRange,
  insertBenchMessages,
  insertInvestmentThreads,
  insertKlientParticipants,
  insertKlientThreads,
} from './bench-conversations.queries.js';
import {
  addHeavyCompany,
  analyzeTables,
  BULK_TABLES,
  createIndex,
  createWorkTables,
  dropIndexes,
  dropWorkTables,
  ensureMarkerTable,
  fillIndustries,
  fillLocations,
  fillPhrases,
  insertOrderIndustries,
  insertOrders,
  lemmaSources,
  loadSourceTexts,
  maxOrderId,
  orderStatusCounts,
  plainIndexes,
  rebuildOrderMap,
  rebuildReportFigures,
  saveMarker,
  setKeptTriggers,
  setMarkerVersion,
  tableCounts,
  vacuumAnalyzeAll,
  workTableSizes,
} from './bench-data.queries.js';
import { generateDataset } from './generate.js';
import { seedIfEmpty } from './index.js';

export { type BenchMarker, datasetChecksum, findMarker, orderStatusCounts, tableCounts } from './bench-data.queries.js';

/** Bumped when the generated rows change, so that an older data set is made again (or upgraded, UPGRADES). */
export const BENCH_DATA_VERSION = 4;
export const BENCH_DATA_SEED = 11;

export type BenchScale = 'small' | 'medium' | 'large';
export const BENCH_SCALES: Record<BenchScale, { companies: number; investments: number; orders: number }> = {
  small: { companies: 300, investments: 1_500, orders: 6_000 },
  medium: { companies: 10_000, investments: 60_000, orders: 200_000 },
  large: { companies: 50_000, investments: 300_000, orders: 1_000_000 },
};
export const isBenchScale = (value: string): value is BenchScale => value in BENCH_SCALES;

/** Order descriptions: the first three words each occur in a quarter to a third of the orders (bench-orders). */
export const ORDER_PHRASES = [
  'Wykonanie instalacji wodno-kanalizacyjnej wraz z białym montażem',
  'Dostawa i montaż stolarki okiennej aluminiowej',
  'Roboty ziemne, wykopy szerokoprzestrzenne i zasypki',
  'Wykonanie posadzek przemysłowych z utwardzaniem powierzchniowym',
  'Dostawa betonu towarowego C30/37 z pompowaniem',
  'Montaż konstrukcji stalowej hali wraz z obudową',
  'Wykonanie elewacji wentylowanej z płyt włóknocementowych',
  'Instalacje elektryczne niskoprądowe i oświetlenie awaryjne',
  'Układanie nawierzchni bitumicznej i krawężników',
  'Dostawa i montaż dźwigów osobowych',
  'Izolacje przeciwwodne fundamentów w technologii białej wanny',
  'Wykonanie dachu płaskiego z membraną PVC',
];

// A statement must finish within the pool's 30 s statement timeout on a busy machine.
const ORDER_BATCH = 25_000;

export type BenchProgress = { step: string; done: number; total: number };

export type BenchDataResult = { counts: Record<string, number>; statuses: Record<string, number>; durationMs: number };

/** The lemmas of each distinct text once (the texts come from finite pools). */
const withLemmaColumn = (rows: { key: number; text: string }[]) => {
  const known = new Map<string, string>();
  return rows.map((r) => {
    let lemmas = known.get(r.text);
    if (lemmas === undefined) {
      lemmas = lemmaText(r.text);
      known.set(r.text, lemmas);
    }
    return { ...r, lemmas };
  });
};

const generateOrders = async (db: Database, total: number, onProgress?: (p: BenchProgress) => void) => {
  await createWorkTables(db);
  await fillPhrases(
    db,
    ORDER_PHRASES.map((text, i) => ({ rn: i + 1, text, lemmas: lemmaText(text) })),
  );
  await fillIndustries(db, withLemmaColumn(await loadSourceTexts(db, lemmaSources.industries)));
  await fillLocations(db, withLemmaColumn(await loadSourceTexts(db, lemmaSources.locations)));
  const sizes = await workTableSizes(db);
  if (sizes.participations === 0) throw new Error('bench data: no investment participants to place orders');
  for (let from = 1; from <= total; from += ORDER_BATCH) {
    const to = Math.min(total, from + ORDER_BATCH - 1);
    const firstId = (await maxOrderId(db)) + 1;
    await insertOrders(db, { from, to }, sizes);
    if (from === 1) await analyzeTables(db, ['orders']);
    await insertOrderIndustries(db, { from: firstId, to: await maxOrderId(db) });
    onProgress?.({ step: 'orders', done: to, total });
  }
  await dropWorkTables(db);
};

/** Investments per investment of the demo client's company: ~5,000 of them at large. */
const heavyEvery = (scale: BenchScale) => Math.max(1, Math.round(BENCH_SCALES[scale].investments / 5_000));

// Threads of ~225,000 orders at large (up to two companies each: ~378,000 threads) and ~14 messages per
// thread: ~5.3 million messages; klient's company asks about ~1,900 orders (its unread count sums their rows).
const CONVERSATION_ORDER_EVERY = 4;
const klientThreadEvery = (scale: BenchScale) => Math.max(3, Math.round(BENCH_SCALES[scale].orders / 2_000));
// one statement inserts the messages of this many threads (~300,000 messages)
const MESSAGE_BATCH_THREADS = 25_000;

/** Conversations and their messages; additive and idempotent (bench-conversations.queries.ts). */
const generateConversations = async (db: Database, scale: BenchScale, onProgress?: (p: BenchProgress) => void) => {
  await insertInvestmentThreads(db, CONVERSATION_ORDER_EVERY);
  await insertKlientThreads(db, klientThreadEvery(scale));
  const { from, to } = await conversationIdRange(db);
  for (let start = from; start <= to; start += MESSAGE_BATCH_THREADS) {
    const end = Math.min(to, start + MESSAGE_BATCH_THREADS - 1);
    await insertBenchMessages(db, { from: start, to: end });
    onProgress?.({ step: 'conversation messages (threads by id)', done: end - from + 1, total: to - from + 1 });
  }
  await insertKlientParticipants(db);
};

/**
 * Steps added after a version was released, applied to a data set of that version instead of making it
 * again (a large set takes many minutes): version n's step turns an n-1 set into an n set.
 */
const UPGRADES: Record<
  number,
  (db: Database, scale: BenchScale, onProgress?: (p: BenchProgress) => void) => Promise<unknown>
> = {
  2: (db, scale) => addHeavyCompany(db, heavyEvery(scale)),
  3: generateConversations,
  // the first version 3 step wrote 8-16 messages per thread (4.5 million at large): topped up to 10-18
  4: generateConversations,
};

/** Brings an older data set up to BENCH_DATA_VERSION; false when it is too old to upgrade (make it again). */
export const upgradeBenchData = async (
  db: Database,
  scale: BenchScale,
  fromVersion: number,
  onProgress?: (p: BenchProgress) => void,
): Promise<boolean> => {
  for (let v = fromVersion + 1; v <= BENCH_DATA_VERSION; v++) if (!UPGRADES[v]) return false;
  for (let v = fromVersion + 1; v <= BENCH_DATA_VERSION; v++) await UPGRADES[v]?.(db, scale, onProgress);
  await vacuumAnalyzeAll(db);
  await setMarkerVersion(db, scale, BENCH_DATA_VERSION, await tableCounts(db));
  return true;
};

/**
 * Fills an empty database with the data set of `scale` and records it in `bench_dataset`. Callers check
 * the marker first (findMarker) and start from an empty database when it is missing or out of date.
 */
export const generateBenchData = async (
  db: Database,
  options: { scale: BenchScale; seed?: number; onProgress?: (p: BenchProgress) => void },
): Promise<BenchDataResult> => {
  const started = performance.now();
  const seed = options.seed ?? BENCH_DATA_SEED;
  const size = BENCH_SCALES[options.scale];
  const progress = options.onProgress;
  await seedIfEmpty(db, { demo: true, size: 'small' });
  progress?.({ step: 'reference and demo data', done: 1, total: 1 });
  // a bulk load: plain indexes and the kept tables' triggers off while the rows go in, made once afterwards
  const indexes = await plainIndexes(db, BULK_TABLES);
  await dropIndexes(
    db,
    indexes.map((i) => i.name),
  );
  await setKeptTriggers(db, false);
  await generateDataset(db, {
    companies: size.companies,
    investments: size.investments,
    seed,
    subsidizedEvery: 20,
    onProgress: (done) => {
      if (done.investments === 0) {
        if (done.companies % 10_000 === 0 || done.companies === size.companies)
          progress?.({ step: 'companies', done: done.companies, total: size.companies });
      } else if (done.investments % 20_000 === 0 || done.investments === size.investments)
        progress?.({
          step: `investments (${done.participations} participations)`,
          done: done.investments,
          total: size.investments,
        });
    },
  });
  await analyzeTables(db, BULK_TABLES);
  await generateOrders(db, size.orders, progress);
  await analyzeTables(db, BULK_TABLES);
  // The indexes are made on a connection of their own while the map's counts and the later steps, which
  // need none of them, go on (the word index alone takes ~150 s at large); on PGlite's one connection the
  // statements simply take turns. Switching the triggers back on waits for the indexes' table locks.
  const indexing = (async () => {
    for (const [k, index] of indexes.entries()) {
      await createIndex(db, index.definition);
      progress?.({ step: `indexes (${index.name})`, done: k + 1, total: indexes.length });
    }
  })();
  // a failure surfaces at the await below, not as an unhandled rejection while the other steps run
  indexing.catch(() => undefined);
  await rebuildOrderMap(db);
  progress?.({ step: "the map's kept counts", done: 1, total: 1 });
  for (let v = 2; v <= BENCH_DATA_VERSION; v++) await UPGRADES[v]?.(db, options.scale, progress);
  await rebuildReportFigures(db);
  progress?.({ step: "the reports' kept figures", done: 1, total: 1 });
  await indexing;
  await setKeptTriggers(db, true);
  await vacuumAnalyzeAll(db);
  const counts = await tableCounts(db);
  const statuses = await orderStatusCounts(db);
  const durationMs = Math.round(performance.now() - started);
  await ensureMarkerTable(db);
  await saveMarker(db, { scale: options.scale, seed, version: BENCH_DATA_VERSION, counts, durationMs });
  return { counts, statuses, durationMs };
};
