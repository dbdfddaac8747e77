import type { InvestmentCharacter } from '@platform/shared';
import type { investments } from '../../schema.js';
import { distanceKm, jitter } from '../geo-math.js';
import { type Random, WeightedPicker, weighted } from '../random.js';
import type { Place } from '../types.js';
import { placeSuffix } from './locative.js';
import { CITY_RIVERS, ESTATE_NAMES, PROVINCE_RIVERS, ROAD_LETTERS, STREETS, streetForm } from './polish-words.js';
import type { InvestmentKind, InvestmentTemplate } from './template-types.js';
import { BUILDING_TEMPLATES } from './templates-buildings.js';
import { ENGINEERING_TEMPLATES } from './templates-engineering.js';

export type InvestmentRow = typeof investments.$inferInsert;

export type BuiltInvestment = {
  row: InvestmentRow;
  kind: InvestmentKind;
  /** The furthest stage the works reached (for stopped and abandoned investments, where they stopped). */
  reachedStage: number;
  character: InvestmentCharacter;
};

/** Weights of stages 1..16: most investments are in design or under construction. */
const STAGE_WEIGHTS = [3, 2, 1, 3, 12, 8, 6, 6, 18, 6, 6, 7, 10, 3, 4, 3];
const EXPRESSWAYS = [1, 3, 5, 6, 7, 8, 10, 11, 12, 14, 16, 17, 19, 52, 61, 74];

const TEMPLATES = [...BUILDING_TEMPLATES, ...ENGINEERING_TEMPLATES];

/** Picks templates, places and road ends; one per data set, reused for every investment. */
export class InvestmentFactory {
  private readonly templates = new WeightedPicker(TEMPLATES, (t) => t.weight);
  private readonly placePickers = new Map<number, WeightedPicker<Place>>();
  private readonly placesByProvince = new Map<number, Place[]>();

  /**
   * @param anchor dates of works are laid out around this day (the first day of the month the data is made in)
   * @param now creation times of investments lie in the ~3 years before this moment
   */
  constructor(
    private readonly places: readonly Place[],
    private readonly anchor: Date,
    private readonly now: Date,
  ) {
    for (const place of places) {
      const list = this.placesByProvince.get(place.provinceId) ?? [];
      list.push(place);
      this.placesByProvince.set(place.provinceId, list);
    }
  }

  private placeFor(template: InvestmentTemplate, random: Random): Place {
    const min = template.minPopulation ?? 0;
    let picker = this.placePickers.get(min);
    if (!picker) {
      const eligible = this.places.filter((p) => p.population >= min);
      picker = new WeightedPicker(
        eligible.length > 0 ? eligible : this.places,
        (p) => Math.max(300, p.population) ** 0.7,
      );
      this.placePickers.set(min, picker);
    }
    return picker.pick(random);
  }

  /** Another place of the same voivodeship 5-40 km away (the nearest one if there is none). */
  private roadEnd(start: Place, random: Random): Place {
    const list = this.placesByProvince.get(start.provinceId) ?? [];
    const near: Place[] = [];
    let nearest: Place | null = null;
    let best = Number.POSITIVE_INFINITY;
    for (const p of list) {
      if (p.id === start.id) continue;
      const d = distanceKm(start.latitude, start.longitude, p.latitude, p.longitude);
      if (d >= 5 && d <= 40) near.push(p);
      if (d < best) {
        best = d;
        nearest = p;
      }
    }
    if (near.length > 0) return random.pick(near);
    return nearest ?? start;
  }

  build(random: Random): BuiltInvestment {
    const template = this.templates.pick(random);
    const place = this.placeFor(template, random);
    const end = template.linear ? this.roadEnd(place, random) : null;
    const stage = weighted(
      random,
      STAGE_WEIGHTS.map((w, i) => [i + 1, w] as const),
    );
    const reachedStage = stage <= 14 ? stage : random.int(3, 12);
    const archived = random.chance(stage === 16 ? 0.8 : stage === 13 || stage === 14 ? 0.5 : stage === 15 ? 0.3 : 0.05);
    const [privateW, publicW, mixedW] = template.character;
    const character = weighted<InvestmentCharacter>(random, [
      ['PRIVATE', privateW],
      ['PUBLIC', publicW],
      ['MIXED', mixedW],
    ]);
    const [medianMln, sigma] = template.valueMln;
    const valuePln =
      Math.round(Math.min(2e9, Math.max(1e6, random.logNormal(medianMln * 1e6, sigma))) / 10_000) * 10_000;
    const [latitude, longitude] = jitter(random, place.latitude, place.longitude, place.isTown ? 2.5 : 1.5);
    const { startDate, endDate } = this.dates(random, stage);
    const createdAt = new Date(this.now.getTime() - Math.floor(1000 * random.next() ** 1.5) * 86_400_000);
    const updatedAt = new Date(
      Math.min(this.now.getTime(), createdAt.getTime() + Math.floor(random.next() * 200) * 86_400_000),
    );
    const description = [...random.sample(template.description, random.int(1, 2))];
    if (endDate && stage <= 12) {
      const finish = new Date(endDate.slice(0, 10));
      description.push(
        `Planowany termin zakończenia robót: ${['I', 'II', 'III', 'IV'][Math.floor(finish.getUTCMonth() / 3)]} kwartał ${finish.getUTCFullYear()} r.`,
      );
    }
    return {
      kind: template.kind,
      reachedStage,
      character,
      row: {
        name: this.name(random, template, place, end),
        description: description.join(' '),
        constructionDescription:
          template.construction && random.chance(0.7) ? random.pick(template.construction) : null,
        locationId: place.id,
        roadEndLocationId: end && (template.kind === 'road' || template.kind === 'bridge') ? end.id : null,
        provinceId: place.provinceId,
        districtId: place.districtId,
        latitude,
        longitude,
        sectorId: Math.floor(template.subsectorId / 100),
        subsectorId: template.subsectorId,
        stageId: stage,
        character,
        type: template.kind === 'road' || template.kind === 'bridge' ? 'ROAD' : 'CONSTRUCTION',
        valuePln,
        params: template.params(random, valuePln),
        archived,
        startDate,
        endDate,
        createdAt,
        updatedAt,
      },
    };
  }

  private name(random: Random, template: InvestmentTemplate, place: Place, end: Place | null): string {
    const street = random.pick(STREETS);
    let street2 = random.pick(STREETS);
    while (street2 === street) street2 = random.pick(STREETS);
    const values: Record<string, string> = {
      loc: placeSuffix(place.name),
      street: streetForm(street, 'genitive'),
      streetIns: streetForm(street, 'instrumental'),
      street2: streetForm(street2, 'genitive'),
      estate: random.pick(ESTATE_NAMES),
      n: String(random.int(2, 5)),
      stars: String(random.pick([3, 4, 4, 5])),
      A: place.name,
      B: end?.name ?? place.name,
      dw: String(random.int(101, 999)),
      dp: `${random.int(1000, 5999)}${ROAD_LETTERS[place.provinceId - 1] ?? 'W'}`,
      dk: String(random.int(1, 94)),
      s: String(random.pick(EXPRESSWAYS)),
      rail: String(random.int(1, 300)),
      river: CITY_RIVERS[place.name] ?? random.pick(PROVINCE_RIVERS[place.provinceId - 1] ?? ['Wisła']),
      mw: String(random.int(1, 60)),
    };
    // A bypass ("obwodnica") is built around a town, not a city.
    const names = template.names.filter((n) => !(n.includes('obwodnicy') && place.population > 50_000));
    return random
      .pick(names.length > 0 ? names : template.names)
      .replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  }

  /** Start and end of works relative to the anchor: future for planned, around now for ongoing, past for done. */
  private dates(random: Random, stage: number): { startDate: string | null; endDate: string | null } {
    const at = (months: number): string => {
      const d = new Date(Date.UTC(this.anchor.getUTCFullYear(), this.anchor.getUTCMonth() + months, random.int(1, 28)));
      return `${d.toISOString().slice(0, 10)} 00:00:00+00`;
    };
    if (stage <= 4) {
      const start = random.int(6, 30);
      return { startDate: at(start), endDate: at(start + random.int(12, 36)) };
    }
    if (stage <= 8) {
      const start = random.int(1, 18);
      return { startDate: at(start), endDate: at(start + random.int(10, 30)) };
    }
    if (stage <= 12) return { startDate: at(-random.int(4, 30)), endDate: at(random.int(1, 24)) };
    if (stage <= 14) {
      const end = -random.int(1, 18);
      return { startDate: at(end - random.int(8, 40)), endDate: at(end) };
    }
    return { startDate: random.chance(0.7) ? at(-random.int(6, 48)) : null, endDate: null };
  }
}
