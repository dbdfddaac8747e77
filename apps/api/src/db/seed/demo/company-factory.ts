import type { companies } from '../../schema.js';
import { jitter } from '../geo-math.js';
import { type Random, weighted } from '../random.js';
import { INDUSTRY, INDUSTRY_TREE } from '../reference/industries.js';
import type { Place } from '../types.js';
import { companyContact, companyDescription, companyDomain } from './company-content.js';
import { type CompanyKind, companyName, type NamedCompany, publicBodyType } from './company-names.js';
import { type NipGenerator, zipCode } from './identifiers.js';
import { person } from './people.js';
import { STREETS, slugify } from './polish-words.js';

export type CompanyRow = typeof companies.$inferInsert;

/** What the participation generator needs to know about a company. */
export type CompanyProfile = {
  kind: CompanyKind;
  provinceId: number;
  districtId: number;
  /** Industry ids the company works in (leaves, or 1701/1702 for investors and general contractors). */
  specialties: number[];
  publicType?: ReturnType<typeof publicBodyType>;
};

export type CompanyFactoryContext = { nips: NipGenerator; usedDomains: Set<string> };

const KIND_WEIGHTS: readonly (readonly [CompanyKind, number])[] = [
  ['general', 22],
  ['specialist', 40],
  ['designer', 12],
  ['developer', 9],
  ['supplier', 9],
  ['public', 8],
];

const SPECIALIST_ROOTS: readonly (readonly [number, number])[] = [
  [4, 14],
  [5, 14],
  [7, 10],
  [8, 10],
  [6, 10],
  [2, 8],
  [1, 7],
  [3, 6],
  [9, 6],
  [10, 6],
  [13, 4],
  [14, 3],
  [15, 4],
  [16, 3],
];

const leavesOf = (rootId: number): number[] =>
  INDUSTRY_TREE.find((r) => r.id === rootId)?.children.map(([id]) => id) ?? [];

const industryTitle = new Map(INDUSTRY_TREE.flatMap((r) => r.children.map(([id, title]) => [id, title] as const)));

const pickSpecialties = (random: Random, kind: CompanyKind, root: number): number[] => {
  switch (kind) {
    case 'general':
      return [INDUSTRY.generalContractor, ...random.sample(leavesOf(2), random.int(0, 2))];
    case 'developer':
    case 'public':
      return [INDUSTRY.investor];
    case 'designer':
      return random.sample(leavesOf(11), random.int(1, 3));
    default: {
      const own = random.sample(leavesOf(root), random.int(1, 3));
      if (random.chance(0.2)) own.push(random.pick(leavesOf(weighted(random, SPECIALIST_ROOTS))));
      return [...new Set(own)];
    }
  }
};

const address = (random: Random, place: Place) => {
  const noStreet = !place.isTown && random.chance(0.4);
  const streetNo = `${random.int(1, noStreet ? 250 : 180)}${random.chance(0.1) ? random.pick(['A', 'B', 'C']) : ''}`;
  return {
    streetPrefix: noStreet
      ? null
      : weighted(random, [
          ['ul.', 88],
          ['al.', 5],
          ['pl.', 3],
          ['os.', 4],
        ] as const),
    streetName: noStreet ? null : random.pick(STREETS),
    streetNo,
    apartmentNo: !noStreet && random.chance(0.15) ? String(random.int(1, 40)) : null,
    city: place.name,
    zipCode: zipCode(random, place.provinceId, place.isTown ? place.name : ''),
    postOffice: place.isTown ? place.name : place.gmina,
  };
};

/** The platform assistant looking after the company (about a third of companies have one). */
const assistant = (random: Random): Pick<CompanyRow, 'assistantFirstName' | 'assistantLastName'> => {
  if (!random.chance(0.3)) return {};
  const { firstName, lastName } = person(random);
  return { assistantFirstName: firstName, assistantLastName: lastName };
};

/** Fixes some traits of a company instead of drawing them (used for the demo accounts' companies). */
export type CompanyOverrides = { kind?: CompanyKind; specialtyRoot?: number; name?: NamedCompany };

/** One company at a place, with its participation profile. */
export const buildCompany = (
  random: Random,
  place: Place,
  ctx: CompanyFactoryContext,
  overrides: CompanyOverrides = {},
): { row: CompanyRow; profile: CompanyProfile; domain: string } => {
  // Traits are drawn even when overridden, so every company consumes the random stream alike.
  const drawnKind = weighted(random, KIND_WEIGHTS);
  const kind = overrides.kind ?? drawnKind;
  const drawnRoot = weighted(random, SPECIALIST_ROOTS);
  const specialtyRoot = overrides.specialtyRoot ?? drawnRoot;
  const owner = person(random);
  const drawnName = companyName(random, kind, {
    owner,
    provinceId: place.provinceId,
    specialtyRoot,
    place: place.name,
    gmina: place.gmina,
    isTown: place.isTown,
    population: place.population,
  });
  const named = overrides.name ?? drawnName;
  const specialties = named.specialties ?? pickSpecialties(random, kind, specialtyRoot);
  const established = kind === 'public' ? null : random.chance(0.1) ? random.int(1950, 1988) : random.int(1989, 2024);
  const slug = slugify(named.core);
  let domain = companyDomain(random, named.core, '');
  for (let n = 2; ctx.usedDomains.has(domain); n++) domain = companyDomain(random, named.core, String(n));
  ctx.usedDomains.add(domain);
  const [latitude, longitude] = jitter(random, place.latitude, place.longitude, place.isTown ? 1.5 : 0.5);
  const turnoverMedian = { general: 25, specialist: 6, designer: 2, developer: 40, supplier: 15, public: 0 }[kind];
  const row: CompanyRow = {
    name: named.name,
    nip: ctx.nips.next(random),
    formerName: kind !== 'public' && random.chance(0.08) ? `${named.core} s.c.` : null,
    inBankruptcy: kind !== 'public' && random.chance(0.02),
    isProducerOrSupplier:
      kind === 'supplier' || ([9, 14].includes(specialtyRoot) && kind === 'specialist' && random.chance(0.4)),
    description: companyDescription(random, {
      name: named.name,
      kind,
      established,
      place: place.name,
      provinceId: place.provinceId,
      specialties: specialties
        .filter((id) => id !== INDUSTRY.investor && id !== INDUSTRY.generalContractor)
        .map((id) => (industryTitle.get(id) ?? '').toLocaleLowerCase('pl')),
    }),
    turnover: kind === 'public' ? null : Math.max(0.1, random.logNormal(turnoverMedian, 0.9)).toFixed(1),
    established,
    adminInfo: random.chance(0.1) ? 'Dane zweryfikowane w rejestrze GUS.' : null,
    ...address(random, place),
    countryCode: 'PL',
    provinceId: place.provinceId,
    districtId: place.districtId,
    locationId: place.id,
    latitude,
    longitude,
    contact: companyContact(random, { domain, provinceId: place.provinceId, person: person(random), slug }),
    ...assistant(random),
  };
  const profile: CompanyProfile = { kind, provinceId: place.provinceId, districtId: place.districtId, specialties };
  if (kind === 'public') profile.publicType = publicBodyType(named.name);
  return { row, profile, domain };
};
