import { hashPassword } from '../../../lib/password.js';
import { lemmaText } from '../../../lib/polish-lemmas.js';
import { companies, investmentCompanies, investments, users } from '../../schema.js';
import { chunks, insertInBatches } from '../batch.js';
import { loadPlaces } from '../places.js';
import { Random, WeightedPicker } from '../random.js';
import type { DbExecutor, DemoSize, Place } from '../types.js';
import { buildCompany, type CompanyProfile, type CompanyRow } from './company-factory.js';
import { buildContractorCompany, seedContractorWorks } from './contractor-seed.js';
import { buildFreshSubsidisedCompany } from './fresh-company-seed.js';
import { NipGenerator } from './identifiers.js';
import { type BuiltInvestment, InvestmentFactory } from './investment-factory.js';
import { type ForcedParticipation, ParticipationPlanner, type ParticipationRow } from './participation-planner.js';
import { contactPersonRows, DEMO_PASSWORD, demoAccountRows, type UserRow } from './users.js';

export const DEMO_SIZES: Record<DemoSize, { companies: number; investments: number }> = {
  small: { companies: 40, investments: 200 },
  demo: { companies: 400, investments: 3000 },
};

/** Separate streams, so that the companies are the same whatever the number of investments. */
const SEED = { companies: 20_240_601, users: 20_240_602, investments: 20_240_603 } as const;

/** Company 0 belongs to the 'klient' and 'subkonto' users, company 1 to 'dotowany'. */
const CLIENT = 0;
const SUBSIDIZED = 1;
const CONTACT_PERSON_COMPANIES = 100;

const findTown = (places: Place[], name: string): Place => {
  const place = places.find((p) => p.isTown && p.name === name);
  if (!place) throw new Error(`demo seed: locality ${name} not found`);
  return place;
};

const startOfMonth = (now: Date): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

const buildCompanies = (random: Random, places: Place[], count: number) => {
  const ctx = { nips: new NipGenerator(), usedDomains: new Set<string>() };
  const picker = new WeightedPicker(places, (p) => p.population);
  const built = [
    buildCompany(random, findTown(places, 'Warszawa'), ctx, {
      kind: 'general',
      name: { name: 'Przedsiębiorstwo Budowlane KRAMET Sp. z o.o.', core: 'Przedsiębiorstwo Budowlane KRAMET' },
    }),
    buildCompany(random, findTown(places, 'Kielce'), ctx, {
      kind: 'specialist',
      specialtyRoot: 4,
      name: { name: 'Instal-Tech Marek Kamiński', core: 'Instal-Tech', specialties: [401, 402, 403] },
    }),
  ];
  while (built.length < count) built.push(buildCompany(random, picker.pick(random), ctx));
  const contractor = buildContractorCompany(places, ctx);
  const fresh = buildFreshSubsidisedCompany(places, ctx);
  const n = built.length;
  const subsidized = new Set([SUBSIDIZED, 5, 12, 23, 31].filter((i) => i < n));
  const deactivated = new Set([Math.floor(n * 0.45), Math.floor(n * 0.85)]);
  built.forEach(({ row }, i) => {
    row.subsidized = subsidized.has(i);
    row.deactivated = deactivated.has(i);
    if (i <= SUBSIDIZED) row.inBankruptcy = false;
  });
  return { built, contractor, fresh };
};

/** Active investments in realisation that the demo companies must take part in. */
const forcedParticipations = (built: BuiltInvestment[], profiles: CompanyProfile[]) => {
  const active = built.flatMap((b, i) => (!b.row.archived && b.reachedStage >= 9 && b.reachedStage <= 12 ? [i] : []));
  const forced = new Map<number, ForcedParticipation[]>();
  const stride = Math.max(1, Math.floor(active.length / 8));
  const add = (index: number | undefined, f: ForcedParticipation) => {
    if (index !== undefined) forced.set(index, [...(forced.get(index) ?? []), f]);
  };
  for (let k = 0; k < 8; k++) {
    add(active[k * stride], { companyIndex: CLIENT, role: 'GENERAL_CONTRACTOR', industryId: 1702 });
  }
  const plumbing = profiles[SUBSIDIZED]?.specialties ?? [401];
  for (let k = 0; k < 3; k++) {
    add(active[k * stride + Math.floor(stride / 2)], {
      companyIndex: SUBSIDIZED,
      role: 'SUBCONTRACTOR',
      industryId: plumbing[k % plumbing.length] ?? 401,
    });
  }
  return forced;
};

/**
 * Deterministic Polish demo data: companies, the demo users and contact persons, investments and the companies
 * taking part in them. Expects the reference data to be present.
 */
export const seedDemoData = async (db: DbExecutor, size: DemoSize, options: { now?: Date } = {}): Promise<void> => {
  const now = options.now ?? new Date();
  const counts = DEMO_SIZES[size];
  const places = await loadPlaces(db);

  const { built, contractor, fresh } = buildCompanies(new Random(SEED.companies), places, counts.companies);
  const companyIds = (
    await insertInBatches(
      built.map((b) => b.row),
      500,
      (batch: CompanyRow[]) =>
        db
          .insert(companies)
          .values(batch.map((row) => ({ ...row, nameLemmas: lemmaText(row.name) })))
          .returning({ id: companies.id }),
    )
  ).map((r) => r.id);
  const [contractorRow] = await db
    .insert(companies)
    .values({ ...contractor, nameLemmas: lemmaText(contractor.name) })
    .returning({ id: companies.id });
  const [freshRow] = await db
    .insert(companies)
    .values({ ...fresh, nameLemmas: lemmaText(fresh.name) })
    .returning({ id: companies.id });

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userRandom = new Random(SEED.users);
  const usedEmails = new Set<string>();
  const userRows: UserRow[] = demoAccountRows(passwordHash, {
    client: companyIds[CLIENT] as number,
    subsidized: companyIds[SUBSIDIZED] as number,
    contractor: contractorRow!.id,
    fresh: freshRow!.id,
  });
  built.slice(SUBSIDIZED + 1, CONTACT_PERSON_COMPANIES).forEach(({ row, domain }, k) => {
    const i = SUBSIDIZED + 1 + k;
    const company = { id: companyIds[i] as number, ordinal: i + 1, domain, subsidized: !!row.subsidized };
    userRows.push(...contactPersonRows(userRandom, company, passwordHash, usedEmails));
  });
  for (const batch of chunks(userRows, 500)) await db.insert(users).values(batch);

  const random = new Random(SEED.investments);
  const factory = new InvestmentFactory(places, startOfMonth(now), now);
  const investmentsBuilt = Array.from({ length: counts.investments }, () => factory.build(random));
  const profiles = built.map((b) => b.profile);
  const forced = forcedParticipations(investmentsBuilt, profiles);
  const investmentIds = (
    await insertInBatches(investmentsBuilt, 1000, (batch) =>
      db
        .insert(investments)
        .values(batch.map((b) => ({ ...b.row, nameLemmas: lemmaText(b.row.name) })))
        .returning({ id: investments.id }),
    )
  ).map((r) => r.id);

  const planner = new ParticipationPlanner(profiles, companyIds);
  const participations: ParticipationRow[] = investmentsBuilt.flatMap((b, i) =>
    planner.plan(random, b, investmentIds[i] as number, forced.get(i)),
  );
  for (const batch of chunks(participations, 2000)) await db.insert(investmentCompanies).values(batch);
  await (await import('./orders-seed.js')).seedDemoOrders(db, size, { now });
  await seedContractorWorks(db);
  await (await import('./company-portfolio-seed.js')).seedCompanyPortfolio(db, { now });
  await (await import('./emails-seed.js')).seedDemoEmails(db, now);
  await (await import('./conversations-seed.js')).seedDemoConversations(db);
  await (await import('./editorial-seed.js')).seedEditorial(db, now);
  await (await import('./offers-seed.js')).seedDemoOffers(db);
  await (await import('./order-questions-seed.js')).seedDemoOrderQuestions(db);
  await (await import('./order-versions-seed.js')).seedDemoOrderVersions(db);
  await (await import('./dashboard-seed.js')).seedDashboardInvitations(db, now);
  await (await import('./consultant-questions-seed.js')).seedConsultantQuestions(db, now);
  await (await import('./investment-search-seed.js')).seedInvestmentSearchDemo(db);
  await (await import('./participation-claims-seed.js')).seedParticipationClaims(db, now);
  await (await import('./investment-tracking-seed.js')).seedInvestmentTracking(db, now);
};
