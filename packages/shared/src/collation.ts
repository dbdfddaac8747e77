/**
 * Polish alphabetical order for every list sorted by a name: 'lubuskie' before 'łódzkie' before
 * 'małopolskie' (code-point order puts every Polish letter after 'z'). Intl.Collator('pl') is the
 * Unicode collation with Polish tailoring; the database sorts with the same rules (ICU 'pl' where
 * available, see the API's `polishOrder`).
 */
const POLISH = new Intl.Collator('pl');

/** Compares two texts in Polish alphabetical order (a comparator for `Array.prototype.sort`). */
export const comparePolish = (a: string, b: string): number => POLISH.compare(a, b);

/** A comparator by a text of each item: `rows.sort(byPolish((r) => r.name))`. */
export const byPolish =
  <T>(key: (item: T) => string) =>
  (a: T, b: T): number =>
    POLISH.compare(key(a), key(b));
