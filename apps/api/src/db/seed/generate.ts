import { count, isNotNull } from 'drizzle-orm';
import { lemmaText } from '../../lib/polish-lemmas.js';
import { companies, investmentCompanies, investments, provinces } from '../schema.js';
import { insertJsonRows } from './batch.js';
import { buildCompany, type CompanyProfile } from './demo/company-factory.js';
import type { CompanyKind } from './demo/company-names.js';
import { NipGenerator } from './demo/identifiers.js';
import { InvestmentFactory } from './demo/investment-factory.js';
import { ParticipationPlanner } from './demo/participation-planner.js';
import { loadPlaces } from './places.js';
import { Random, WeightedPicker, weighted } from './random.js';
import { seedReferenceData } from './reference/seed-reference.js';
import type { DbExecutor } from './types.js';

export type GenerateOptions = {
  companies: number;
  investments: number;
  seed?: number;
  /** Every n-th generated company is subsidised (none when absent). */
  subsidizedEvery?: number;
  /** Called after each batch with what has been inserted so far. */
  onProgress?: (done: { companies: number; investments: number; participations: number }) => void;
};

export type GenerateResult = { companies: number; investments: number; participations: number; ms: number };

const COMPANY_BATCH = 1000;

/** Names come from a finite pool of templates, so each distinct name is lemmatised once. */
const memoisedLemmas = () => {
  const known = new Map<string, string>();
  return (text: string): string => {
    let lemmas = known.get(text);
    if (lemmas === undefined) {
      lemmas = lemmaText(text);
      known.set(text, lemmas);
    }
    return lemmas;
  };
};
const INVESTMENT_BATCH = 1000;

/** Profiles for companies that already exist (their kind and trade are not stored, so they are drawn). */
const existingCompanyProfiles = async (db: DbExecutor, random: Random) => {
  const rows = await db
    .select({ id: companies.id, provinceId: companies.provinceId, districtId: companies.districtId })
    .from(companies);
  const kinds: readonly (readonly [CompanyKind, number])[] = [
    ['general', 25],
    ['specialist', 45],
    ['designer', 12],
    ['developer', 10],
    ['supplier', 8],
  ];
  const specialtyPool = [201, 203, 301, 401, 402, 403, 501, 502, 601, 602, 701, 702, 703, 801, 802, 901, 1001, 1301];
  return {
    ids: rows.map((r) => r.id),
    profiles: rows.map((r): CompanyProfile => {
      const kind = weighted(random, kinds);
      const specialties =
        kind === 'general'
          ? [1702]
          : kind === 'developer'
            ? [1701]
            : kind === 'designer'
              ? [1101, 1102]
              : kind === 'supplier'
                ? [1201, 1203]
                : random.sample(specialtyPool, 2);
      return { kind, provinceId: r.provinceId ?? 7, districtId: r.districtId ?? 0, specialties };
    }),
  };
};

/**
 * Adds `companies` companies and `investments` investments with their participants, for benchmarks. Rows are
 * generated and inserted in batches, so memory stays bounded whatever the size. With `companies: 0` the
 * investments go to the companies already in the database. Loads the reference data first if it is missing.
 */
export const generateDataset = async (db: DbExecutor, options: GenerateOptions): Promise<GenerateResult> => {
  const started = performance.now();
  const [provinceCount] = await db.select({ n: count() }).from(provinces);
  if (!provinceCount || provinceCount.n === 0) await seedReferenceData(db);
  const places = await loadPlaces(db);
  const random = new Random(options.seed ?? 1);
  const done = { companies: 0, investments: 0, participations: 0 };
  const lemmasOf = memoisedLemmas();

  let companyIds: number[] = [];
  let profiles: CompanyProfile[] = [];
  if (options.companies > 0) {
    const used = await db.select({ nip: companies.nip }).from(companies).where(isNotNull(companies.nip));
    const ctx = { nips: new NipGenerator(new Set(used.map((u) => u.nip as string))), usedDomains: new Set<string>() };
    const picker = new WeightedPicker(places, (p) => p.population);
    for (let offset = 0; offset < options.companies; offset += COMPANY_BATCH) {
      const size = Math.min(COMPANY_BATCH, options.companies - offset);
      const built = Array.from({ length: size }, () => buildCompany(random, picker.pick(random), ctx));
      const ids = await insertJsonRows(
        db,
        companies,
        built.map((b, i) => ({
          ...b.row,
          nameLemmas: lemmasOf(b.row.name),
          subsidized: options.subsidizedEvery ? (offset + i + 1) % options.subsidizedEvery === 0 : b.row.subsidized,
        })),
        { returningIds: true },
      );
      companyIds.push(...ids);
      profiles.push(...built.map((b) => b.profile));
      done.companies += size;
      options.onProgress?.({ ...done });
    }
  } else if (options.investments > 0) {
    ({ ids: companyIds, profiles } = await existingCompanyProfiles(db, random));
    if (companyIds.length === 0) throw new Error('generateDataset: no companies to take part in the investments');
  }

  const now = new Date();
  const factory = new InvestmentFactory(places, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), now);
  const planner = new ParticipationPlanner(profiles, companyIds);
  // Investments are stored batch after batch (their ids in order); each batch's participants go in on
  // another connection while the next batch is drawn and its investments stored (the participants' key
  // checks and copy trigger are most of the database's work), one batch of them at a time. Participants
  // are planned with the investment's place in its batch and get its id once it is stored: the same
  // draws in the same order, so the same rows.
  let storingParticipants: Promise<void> = Promise.resolve();
  for (let offset = 0; offset < options.investments; offset += INVESTMENT_BATCH) {
    const size = Math.min(INVESTMENT_BATCH, options.investments - offset);
    const built = Array.from({ length: size }, () => factory.build(random));
    const planned = built.flatMap((b, i) => planner.plan(random, b, i));
    const ids = await insertJsonRows(
      db,
      investments,
      built.map((b) => ({ ...b.row, nameLemmas: lemmasOf(b.row.name) })),
      { returningIds: true },
    );
    const rows = planned.map((r) => ({ ...r, investmentId: ids[r.investmentId] as number }));
    await storingParticipants;
    storingParticipants = insertJsonRows(db, investmentCompanies, rows).then(() => {
      done.investments += size;
      done.participations += rows.length;
      options.onProgress?.({ ...done });
    });
    // a failure surfaces at the next await of it, not as an unhandled rejection meanwhile
    storingParticipants.catch(() => undefined);
  }
  await storingParticipants;
  return { ...done, ms: Math.round(performance.now() - started) };
};
