import type { Random } from '../random.js';
import { AREA_CODES, CITY_ZIP_PREFIXES, MOBILE_PREFIXES, ZIP_PREFIX_RANGES } from './polish-words.js';

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** The NIP control digit of the first nine digits, or null when the sum gives 10 (such NIPs are never issued). */
export const nipControlDigit = (first9: string): number | null => {
  const sum = NIP_WEIGHTS.reduce((acc, w, i) => acc + w * Number(first9[i]), 0);
  const control = sum % 11;
  return control === 10 ? null : control;
};

/** Issues distinct NIPs (10 digits, valid checksum) that are not yet in `used`. */
export class NipGenerator {
  constructor(private readonly used: Set<string> = new Set()) {}

  next(random: Random): string {
    for (;;) {
      const office = random.int(101, 998);
      const first9 = `${office}${String(random.int(0, 999_999)).padStart(6, '0')}`;
      const control = nipControlDigit(first9);
      if (control === null) continue;
      const nip = `${first9}${control}`;
      if (this.used.has(nip)) continue;
      this.used.add(nip);
      return nip;
    }
  }
}

const digits = (random: Random, count: number): string =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');

/** A landline in the voivodeship: "+48 (22) 123 45 67". */
export const landline = (random: Random, provinceId: number): string => {
  const area = random.pick(AREA_CODES[provinceId - 1] ?? [22]);
  return `+48 (${area}) ${random.int(2, 8)}${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`;
};

/** A mobile number: "601 234 567". */
export const mobile = (random: Random): string =>
  `${random.pick(MOBILE_PREFIXES)} ${digits(random, 3)} ${digits(random, 3)}`;

/** A postal code of the city, or of the voivodeship where the city is not listed: "NN-NNN". */
export const zipCode = (random: Random, provinceId: number, city = ''): string => {
  const [lo, hi] = CITY_ZIP_PREFIXES[city] ?? ZIP_PREFIX_RANGES[provinceId - 1] ?? [0, 9];
  return `${String(random.int(lo, hi)).padStart(2, '0')}-${digits(random, 3)}`;
};
