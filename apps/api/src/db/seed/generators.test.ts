import { hasValidNipChecksum } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';
import { NipGenerator, nipControlDigit, zipCode } from './demo/identifiers.js';
import { formatNumber } from './demo/investment-params.js';
import { inPlace, locative, placeSuffix } from './demo/locative.js';
import { streetForm } from './demo/polish-words.js';
import { Random, WeightedPicker } from './random.js';
import { INDUSTRY_TREE, industryRows } from './reference/industries.js';
import { sectorRows } from './reference/sectors.js';

describe('Random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new Random(42);
    const b = new Random(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('picks by weight', () => {
    const random = new Random(1);
    const picker = new WeightedPicker(['rare', 'common'], (x) => (x === 'rare' ? 1 : 99));
    const picks = Array.from({ length: 1000 }, () => picker.pick(random));
    expect(picks.filter((p) => p === 'common').length).toBeGreaterThan(950);
  });
});

describe('NIP', () => {
  it('computes the control digit with weights 6,5,7,2,3,4,5,6,7', () => {
    expect(nipControlDigit('123456321')).toBe(8);
    expect(hasValidNipChecksum('1234563218')).toBe(true);
  });

  it('issues distinct valid NIPs and skips the ones already used', () => {
    const random = new Random(3);
    const used = new Set<string>();
    const generator = new NipGenerator(used);
    const nips = Array.from({ length: 2000 }, () => generator.next(random));
    expect(new Set(nips).size).toBe(2000);
    expect(nips.every(hasValidNipChecksum)).toBe(true);
    expect(used.size).toBe(2000);
  });
});

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, keeping codes as strings', () => {
    const rows = parseCsv(
      'teryt,nazwa,opis\r\n0201,"Bolesławiec, miasto","powiedział ""tak""\nkoniec"\n0202,Dzierżoniów,\n',
    );
    expect(rows).toEqual([
      { teryt: '0201', nazwa: 'Bolesławiec, miasto', opis: 'powiedział "tak"\nkoniec' },
      { teryt: '0202', nazwa: 'Dzierżoniów', opis: '' },
    ]);
  });
});

describe('Polish place names in investment names', () => {
  it.each([
    ['Stryków', 'w Strykowie'],
    ['Wrocław', 'we Wrocławiu'],
    ['Gdańsk', 'w Gdańsku'],
    ['Łódź', 'w Łodzi'],
    ['Katowice', 'w Katowicach'],
    ['Kielce', 'w Kielcach'],
    ['Warszawa', 'w Warszawie'],
    ['Gdynia', 'w Gdyni'],
    ['Zielona Góra', 'w Zielonej Górze'],
    ['Lidzbark Warmiński', 'w Lidzbarku Warmińskim'],
    ['Strzelce Opolskie', 'w Strzelcach Opolskich'],
    ['Krynica-Zdrój', 'w Krynicy-Zdroju'],
    ['Kostrzyn nad Odrą', 'w Kostrzynie nad Odrą'],
    ['Łęczna', 'w Łęcznej'],
    ['Piaseczno', 'w Piasecznie'],
  ])('%s -> %s', (name, phrase) => {
    expect(inPlace(name)).toBe(phrase);
  });

  it('falls back to "w miejscowości" when the form is unknown', () => {
    expect(locative('Nowa Wieś')).toBeNull();
    expect(placeSuffix('Nowa Wieś')).toBe(' w miejscowości Nowa Wieś');
  });

  it('declines adjectival street names only', () => {
    expect(streetForm('Polna', 'genitive')).toBe('Polnej');
    expect(streetForm('Długa', 'genitive')).toBe('Długiej');
    expect(streetForm('Polna', 'instrumental')).toBe('Polną');
    expect(streetForm('Kościuszki', 'genitive')).toBe('Kościuszki');
  });
});

describe('formats', () => {
  it('writes numbers with Polish separators', () => {
    expect(formatNumber(12450)).toBe('12 450');
    expect(formatNumber(1234567.891, 2)).toBe('1 234 567,89');
  });

  it('gives postal codes of the voivodeship or the city', () => {
    const random = new Random(5);
    expect(zipCode(random, 7, 'Warszawa')).toMatch(/^0[0-4]-\d{3}$/);
    expect(zipCode(random, 12)).toMatch(/^4[0-4]-\d{3}$/);
  });
});

describe('trees', () => {
  it('has unique industry ids whose children hang under their parent', () => {
    const rows = industryRows();
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(60);
    for (const r of rows.filter((x) => x.parentId !== null)) expect(Math.floor(r.id / 100)).toBe(r.parentId);
    expect(INDUSTRY_TREE.every((root) => root.keywords.length > 0 && root.children.length >= 3)).toBe(true);
  });

  it('has the three sector roots with subsectors', () => {
    const rows = sectorRows();
    expect(rows.filter((r) => r.parentId === null).map((r) => [r.id, r.name])).toEqual([
      [1, 'mieszkaniowe'],
      [2, 'niemieszkaniowe'],
      [3, 'inżynieryjne'],
    ]);
    for (const r of rows.filter((x) => x.parentId !== null)) expect(Math.floor(r.id / 100)).toBe(r.parentId);
  });
});
