/** Seeded pseudo-random numbers (mulberry32): the same seed gives the same data on every run. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }

  /** A standard normal variate (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal around a median; sigma is the spread of the logarithm. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }
}

/** Picks items by weight in O(log n) per pick, for large lists picked from many times. */
export class WeightedPicker<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weight: (item: T) => number,
  ) {
    if (items.length === 0) throw new Error('weighted picker over an empty list');
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    items.forEach((item, i) => {
      sum += Math.max(0, weight(item));
      this.cumulative[i] = sum;
    });
    this.total = sum;
  }

  pick(random: Random): T {
    const target = random.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}

/** Picks one of a few options by weight: `weighted(random, [['a', 3], ['b', 1]])`. */
export const weighted = <T>(random: Random, options: readonly (readonly [T, number])[]): T => {
  const total = options.reduce((sum, [, w]) => sum + w, 0);
  let target = random.next() * total;
  for (const [value, w] of options) {
    target -= w;
    if (target < 0) return value;
  }
  return (options[options.length - 1] as readonly [T, number])[0];
};
