import { type Random, weighted } from '../random.js';
import { inPlace } from './locative.js';
import type { Person } from './people.js';
import { REGION_BRANDS } from './polish-words.js';

export type CompanyKind = 'general' | 'specialist' | 'designer' | 'developer' | 'supplier' | 'public';

const SYLLABLES = [
  'KRA',
  'MET',
  'AR',
  'BUD',
  'TE',
  'MAR',
  'DOM',
  'POL',
  'TER',
  'BET',
  'STAL',
  'EKO',
  'TOM',
  'WIK',
  'REM',
  'PRO',
  'MIR',
  'SAN',
  'GAL',
  'DAR',
  'KOR',
  'NOR',
  'WAL',
  'HEN',
  'BOR',
  'MIL',
  'GRA',
  'RES',
  'TAR',
  'MOS',
  'ROM',
  'KAM',
  'LEX',
  'ZEN',
  'RAD',
  'BAR',
  'MAT',
  'TRA',
  'WIT',
  'JAN',
  'LUK',
  'SOL',
  'FOR',
  'ALT',
  'IN',
  'TOR',
  'VIS',
  'NOV',
];

/** A made-up company code such as KRAMET, ARBUD or TOMEX. */
export const companyCode = (random: Random): string => {
  const first = random.pick(SYLLABLES);
  let second = random.pick(SYLLABLES);
  while (second === first) second = random.pick(SYLLABLES);
  return random.chance(0.25) ? `${first}${second.slice(0, 1)}EX` : `${first}${second}`;
};

/** KRAMET -> Kramet */
export const brand = (code: string): string => code.charAt(0) + code.slice(1).toLowerCase();

type LegalForm = 'Sp. z o.o.' | 'S.A.' | 'Sp. z o.o. Sp. k.' | 'Sp. j.' | 'Sp. k.' | 'owner';

const legalForm = (random: Random, big: boolean): LegalForm =>
  weighted<LegalForm>(random, [
    ['Sp. z o.o.', 46],
    ['S.A.', big ? 8 : 1],
    ['Sp. z o.o. Sp. k.', 8],
    ['Sp. j.', 7],
    ['Sp. k.', 4],
    ['owner', big ? 5 : 34],
  ]);

const withForm = (core: string, form: LegalForm, owner: Person): string =>
  form === 'owner' ? `${core} ${owner.firstName} ${owner.lastName}` : `${core} ${form}`;

/** Short trade-name prefixes of specialist firms by industry root ("Instal-Tech", "Elektro-Mont"). */
const SPECIALIST_PREFIXES: Record<number, readonly string[]> = {
  1: ['Ziem', 'Geo', 'Kop', 'Wykop'],
  2: ['Konstal', 'Stalbet', 'Żelbet', 'Mur'],
  3: ['Dach', 'Dekar', 'Blach'],
  4: ['Instal', 'Hydro', 'Term', 'Klima', 'Wod-Kan'],
  5: ['Elektro', 'Elmont', 'Energo', 'Volt'],
  6: ['Deco', 'Tynk', 'Posadzki', 'Inter'],
  7: ['Drog', 'Asfalt', 'Most', 'Bruk'],
  8: ['Kanal', 'Infra', 'Sieci', 'Rurbud'],
  9: ['Okna', 'Alu', 'Stolbud', 'Glass'],
  10: ['Fasada', 'Elewacje', 'Termo'],
  13: ['Ogród', 'Green', 'Park'],
  14: ['Lift', 'Secur', 'Tech'],
  15: ['Trans', 'Dźwig', 'Sprzęt'],
  16: ['Hydro', 'Aqua', 'Eko'],
};
const SPECIALIST_SUFFIXES = ['Tech', 'Serwis', 'Mont', 'Pol', 'Bud', 'System', 'Max', 'Plus', 'Service', 'Instal'];

/** Descriptive names of specialist firms by industry root. */
const SPECIALIST_FULL: Record<number, readonly string[]> = {
  1: ['Przedsiębiorstwo Robót Ziemnych', 'Zakład Robót Ziemnych i Rozbiórkowych'],
  2: ['Przedsiębiorstwo Konstrukcji Stalowych', 'Zakład Robót Betonowych'],
  3: ['Zakład Dekarski', 'Usługi Dekarsko-Blacharskie'],
  4: ['Przedsiębiorstwo Instalacji Sanitarnych', 'Zakład Instalacyjny'],
  5: ['Zakład Instalacji Elektrycznych', 'Przedsiębiorstwo Elektroinstalacyjne'],
  6: ['Usługi Remontowo-Budowlane', 'Zakład Robót Wykończeniowych'],
  7: ['Przedsiębiorstwo Robót Drogowych', 'Przedsiębiorstwo Drogowo-Mostowe'],
  8: ['Przedsiębiorstwo Robót Inżynieryjnych', 'Zakład Sieci i Instalacji'],
  9: ['Zakład Stolarki Otworowej', 'Stolarka Okienna i Drzwiowa'],
  10: ['Zakład Robót Elewacyjnych', 'Usługi Elewacyjne'],
  13: ['Zakład Zieleni', 'Usługi Ogrodnicze i Brukarskie'],
  14: ['Serwis Dźwigów', 'Systemy Zabezpieczeń'],
  15: ['Usługi Transportowo-Sprzętowe', 'Wynajem Maszyn Budowlanych'],
  16: ['Przedsiębiorstwo Hydrotechniczne', 'Zakład Inżynierii Środowiska'],
};

const SUPPLIER_CORES: readonly (readonly [string, number[]])[] = [
  ['Hurtownia Budowlana {C}', [1204, 1205, 1206]],
  ['Skład Budowlany {C}', [1203, 1204, 1206]],
  ['Betoniarnia {C}', [1201]],
  ['{B} Beton', [1201, 1208]],
  ['{B} Stal', [1202]],
  ['Kruszywa {C}', [1203]],
  ['{B} Materiały Budowlane', [1204, 1205, 1206]],
  ['Tartak {C}', [1207]],
  ['{B} Prefabrykaty', [1208]],
];

export type NamedCompany = { name: string; core: string; specialties?: number[] };

/** The company name and its core (the name without legal form), by kind. */
export const companyName = (
  random: Random,
  kind: CompanyKind,
  ctx: {
    owner: Person;
    provinceId: number;
    specialtyRoot: number;
    place: string;
    gmina: string;
    isTown: boolean;
    population: number;
  },
): NamedCompany => {
  const code = companyCode(random);
  const b = brand(code);
  const { owner } = ctx;
  switch (kind) {
    case 'general': {
      const core = random.pick([
        `Przedsiębiorstwo Budowlane ${code}`,
        `${b}-${REGION_BRANDS[ctx.provinceId - 1] ?? 'Polska'}`,
        `${code} Budownictwo`,
        `Zakład Budowlany ${owner.lastName}`,
        `Firma Budowlana ${code}`,
        `${owner.lastName}-Bud`,
        `${code} Construction`,
        `Przedsiębiorstwo Remontowo-Budowlane ${code}`,
      ]);
      return { core, name: withForm(core, legalForm(random, true), owner) };
    }
    case 'specialist': {
      const root = ctx.specialtyRoot;
      const core = random.chance(0.6)
        ? `${random.pick(SPECIALIST_PREFIXES[root] ?? ['Bud'])}-${random.pick(SPECIALIST_SUFFIXES)}`
        : `${random.pick(SPECIALIST_FULL[root] ?? ['Zakład Usług Budowlanych'])} ${code}`;
      return { core, name: withForm(core, legalForm(random, false), owner) };
    }
    case 'designer': {
      const core = random.pick([
        `Pracownia Projektowa ${code}`,
        `Biuro Projektów ${code}`,
        `${owner.lastName} Architekci`,
        `${code} Projekt`,
        `Biuro Projektowo-Konsultingowe ${code}`,
        `${code} Inżynieria`,
      ]);
      return { core, name: withForm(core, legalForm(random, false), owner) };
    }
    case 'developer': {
      const core = random.pick([
        `${b} Development`,
        `${b} Deweloper`,
        `${b} Invest`,
        `${b} Nieruchomości`,
        `${b} Properties`,
        `${b} Logistic Park`,
      ]);
      const form = weighted<LegalForm>(random, [
        ['Sp. z o.o.', 5],
        ['S.A.', 2],
        ['Sp. z o.o. Sp. k.', 3],
      ]);
      return { core, name: withForm(core, form, owner) };
    }
    case 'supplier': {
      const [pattern, specialties] = random.pick(SUPPLIER_CORES);
      const core = pattern.replace('{C}', code).replace('{B}', b);
      return { core, name: withForm(core, legalForm(random, false), owner), specialties: [...specialties] };
    }
    case 'public': {
      const where = inPlace(ctx.place);
      const options = [ctx.isTown && ctx.population > 50_000 ? `Gmina Miejska ${ctx.place}` : `Gmina ${ctx.gmina}`];
      if (where && ctx.isTown) {
        options.push(
          `Zarząd Dróg Powiatowych ${where}`,
          `Przedsiębiorstwo Wodociągów i Kanalizacji ${where} Sp. z o.o.`,
          `Samodzielny Publiczny Zakład Opieki Zdrowotnej ${where}`,
        );
        if (ctx.population > 20_000) {
          options.push(
            `Miejskie Przedsiębiorstwo Energetyki Cieplnej ${where} Sp. z o.o.`,
            `Towarzystwo Budownictwa Społecznego ${where} Sp. z o.o.`,
          );
        }
      }
      const name = random.chance(0.45) ? (options[0] as string) : random.pick(options);
      return { core: name.replace(/ Sp\. z o\.o\.$/, ''), name };
    }
  }
};

/** Which investors a public body is: used to match it with investments. */
export const publicBodyType = (name: string): 'roads' | 'water' | 'health' | 'heat' | 'housing' | 'municipality' => {
  if (name.startsWith('Zarząd Dróg')) return 'roads';
  if (name.startsWith('Przedsiębiorstwo Wodociągów')) return 'water';
  if (name.startsWith('Samodzielny Publiczny')) return 'health';
  if (name.startsWith('Miejskie Przedsiębiorstwo Energetyki')) return 'heat';
  if (name.startsWith('Towarzystwo Budownictwa')) return 'housing';
  return 'municipality';
};
