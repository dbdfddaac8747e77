import type { InvestmentRole } from '@platform/shared';
import type { investmentCompanies } from '../../schema.js';
import type { Random } from '../random.js';
import { INDUSTRY, industryRoot } from '../reference/industries.js';
import type { CompanyProfile } from './company-factory.js';
import type { CompanyKind } from './company-names.js';
import type { BuiltInvestment } from './investment-factory.js';
import type { InvestmentKind } from './template-types.js';

export type ParticipationRow = typeof investmentCompanies.$inferInsert;

/** A company that must take part in an investment (e.g. the demo client's company). */
export type ForcedParticipation = { companyIndex: number; role: InvestmentRole; industryId: number };

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const WORKS: Record<InvestmentKind, number[]> = {
  building: [
    101,
    102,
    103,
    104,
    105,
    ...range(201, 207),
    ...range(301, 306),
    ...range(401, 406),
    ...range(501, 506),
    ...range(601, 607),
    ...range(901, 906),
    ...range(1001, 1005),
    1301,
    1302,
    1401,
    1403,
    1501,
    1504,
  ],
  road: [...range(101, 107), ...range(701, 706), 801, 802, 805, 806, 807, 1301, 1302, 1502, 1503],
  bridge: [102, 103, 104, 105, 106, 203, 206, 207, 701, 702, 703, 704, 1501, 1502],
  rail: [102, 105, 703, 704, 706, 707, 805, 806, 807, 1502, 1503],
  network: [102, 104, 105, ...range(801, 807), 1503, 1504],
  energy: [102, 105, 203, 504, 507, 805, 806, 1501, 1503],
  water: [102, 103, 104, 105, 201, 801, 802, 1601, 1602, 1603, 1604, 1503],
  space: [101, 102, 107, 506, 705, 1301, 1302, 1303, 1304],
};
const SUPPLIES: Record<InvestmentKind, number[]> = {
  building: [1201, 1202, 1204, 1205, 1206, 1207, 1208],
  road: [1201, 1202, 1203, 1208],
  bridge: [1201, 1202, 1203],
  rail: [1203, 1208, 1202],
  network: [1208, 1203],
  energy: [1201, 1202],
  water: [1201, 1203, 1208],
  space: [1203, 1208, 1207],
};
const DESIGN: Record<InvestmentKind, number[]> = {
  building: [1101, 1102, 1103],
  road: [1104, 1102],
  bridge: [1104, 1102],
  rail: [1104, 1102],
  network: [1103, 1102],
  energy: [1103, 1102],
  water: [1103, 1102],
  space: [1101],
};
const PUBLIC_INVESTOR: Partial<Record<InvestmentKind, string>> = {
  road: 'roads',
  bridge: 'roads',
  network: 'water',
  water: 'water',
};

const push = (map: Map<string, number[]>, key: string, index: number) => {
  const list = map.get(key);
  if (list) list.push(index);
  else map.set(key, [index]);
};

/** Chooses the companies of each investment: investor, designer, general contractor, subcontractors, suppliers. */
export class ParticipationPlanner {
  private readonly index = new Map<string, number[]>();

  constructor(
    private readonly profiles: readonly CompanyProfile[],
    private readonly companyIds: ArrayLike<number>,
  ) {
    profiles.forEach((p, i) => {
      for (const key of [`k:${p.kind}`, `k:${p.kind}:${p.provinceId}`]) push(this.index, key, i);
      if (p.publicType)
        for (const key of [`pub:${p.publicType}`, `pub:${p.publicType}:${p.provinceId}`]) push(this.index, key, i);
      const roots = new Set<number>();
      for (const industry of p.specialties) {
        push(this.index, `i:${industry}`, i);
        push(this.index, `i:${industry}:${p.provinceId}`, i);
        roots.add(industryRoot(industry));
      }
      for (const root of roots) push(this.index, `r:${root}`, i);
    });
  }

  /** A company from `key`, preferably in the province and not yet used; null if the key has none. */
  private pick(random: Random, key: string, provinceId: number, used: Set<number>): number | null {
    const local = this.index.get(`${key}:${provinceId}`);
    const all = this.index.get(key);
    if (!all) return null;
    for (let attempt = 0; attempt < 6; attempt++) {
      const pool = local && random.chance(0.75) ? local : all;
      const candidate = random.pick(pool);
      if (!used.has(candidate)) return candidate;
    }
    return null;
  }

  private pickAny(random: Random, keys: string[], provinceId: number, used: Set<number>): number | null {
    for (const key of keys) {
      const found = this.pick(random, key, provinceId, used);
      if (found !== null) return found;
    }
    for (let attempt = 0; attempt < 10; attempt++) {
      const candidate = random.int(0, this.profiles.length - 1);
      if (!used.has(candidate)) return candidate;
    }
    return null;
  }

  /** The nearest public body of the right type for public works; a developer or a firm for private ones. */
  private investor(random: Random, investment: BuiltInvestment, provinceId: number, used: Set<number>): number | null {
    const { kind, character } = investment;
    if (character === 'PUBLIC' || (character === 'MIXED' && random.chance(0.5))) {
      const type = PUBLIC_INVESTOR[kind] ?? 'municipality';
      const district = investment.row.districtId ?? 0;
      for (const key of [
        `pub:${type}:d${district}`,
        `k:public:d${district}`,
        `pub:${type}:${provinceId}`,
        `k:public:${provinceId}`,
      ]) {
        const list = this.index.get(key);
        if (list) return random.pick(list);
      }
      return this.pickAny(random, [`pub:${type}`, 'k:public', 'k:developer'], provinceId, used);
    }
    const keys = random.chance(0.65)
      ? ['k:developer', 'k:general']
      : [random.pick(['k:supplier', 'k:specialist', 'k:general']), 'k:developer'];
    return this.pickAny(random, keys, provinceId, used);
  }

  plan(
    random: Random,
    investment: BuiltInvestment,
    investmentId: number,
    forced: ForcedParticipation[] = [],
  ): ParticipationRow[] {
    const { kind, reachedStage } = investment;
    const provinceId = investment.row.provinceId ?? 7;
    const total = investment.row.valuePln ?? 0;
    const rows: ParticipationRow[] = [];
    const used = new Set<number>();
    const pairs = new Set<string>();
    const add = (companyIndex: number | null, role: InvestmentRole, industryId: number, share: number) => {
      if (companyIndex === null || rows.length >= 8 || pairs.has(`${companyIndex}:${industryId}`)) return;
      pairs.add(`${companyIndex}:${industryId}`);
      used.add(companyIndex);
      const supplier = role === 'SUPPLIER';
      rows.push({
        investmentId,
        companyId: this.companyIds[companyIndex] as number,
        industryId,
        role,
        isSupply: supplier || (role === 'SUBCONTRACTOR' && random.chance(0.35)),
        isService: role !== 'INVESTOR' && (!supplier || random.chance(0.2)),
        valuePln: Math.round((total * share) / 1000) * 1000,
      });
    };
    const kindKeys = (...kinds: CompanyKind[]) => kinds.map((k) => `k:${k}`);

    add(this.investor(random, investment, provinceId, used), 'INVESTOR', INDUSTRY.investor, 1);
    for (const f of forced) add(f.companyIndex, f.role, f.industryId, f.role === 'GENERAL_CONTRACTOR' ? 0.8 : 0.06);

    const designer = this.pickAny(random, kindKeys('designer'), provinceId, used);
    if (designer !== null) {
      const own = (this.profiles[designer]?.specialties ?? []).filter((id) => DESIGN[kind].includes(id));
      add(
        designer,
        'DESIGNER',
        own.length > 0 ? random.pick(own) : random.pick(DESIGN[kind]),
        0.02 + random.next() * 0.03,
      );
    }
    if (reachedStage >= 4 && reachedStage <= 12 && random.chance(0.15)) {
      add(
        this.pickAny(random, kindKeys('general', 'designer'), provinceId, used),
        'SUBCONTRACTOR',
        INDUSTRY.projectManagement,
        0.01,
      );
    }
    if (reachedStage >= 8 && !rows.some((r) => r.role === 'GENERAL_CONTRACTOR')) {
      add(
        this.pickAny(random, kindKeys('general'), provinceId, used),
        'GENERAL_CONTRACTOR',
        INDUSTRY.generalContractor,
        0.75 + random.next() * 0.17,
      );
    }
    if (reachedStage >= 9) {
      for (let n = random.int(1, 4); n > 0; n--) {
        const industry = random.pick(WORKS[kind]);
        const company = this.pickAny(
          random,
          [`i:${industry}`, `r:${industryRoot(industry)}`, 'k:specialist'],
          provinceId,
          used,
        );
        add(company, 'SUBCONTRACTOR', industry, 0.02 + random.next() * 0.13);
        if (company !== null && random.chance(0.15)) add(company, 'SUBCONTRACTOR', random.pick(WORKS[kind]), 0.02);
      }
      for (let n = random.int(0, 2); n > 0; n--) {
        const industry = random.pick(SUPPLIES[kind]);
        add(
          this.pickAny(random, [`i:${industry}`, 'k:supplier'], provinceId, used),
          'SUPPLIER',
          industry,
          0.01 + random.next() * 0.07,
        );
      }
    }
    return rows;
  }
}
