/**
 * Polish plural form for a count: `one` for 1, `few` for 2-4 (also 22-24, 102-104, but not
 * 12-14), `many` for everything else (0, 5-21, 25-31 …).
 */
export const polishPlural = (count: number, one: string, few: string, many: string): string => {
  const n = Math.abs(Math.trunc(count));
  if (n === 1) return one;
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
};

/** The upload hint under the drop zone: "Maksymalnie 1 plik, mniejszy niż 50 MB." / "… 5 plików, każdy …". */
export const uploadLimitsHint = (maxFiles: number, maxBytes: number): string => {
  const mb = Math.round(maxBytes / 1024 / 1024);
  const files = `${maxFiles} ${polishPlural(maxFiles, 'plik', 'pliki', 'plików')}`;
  return maxFiles === 1
    ? `Maksymalnie ${files}, mniejszy niż ${mb} MB.`
    : `Maksymalnie ${files}, każdy mniejszy niż ${mb} MB.`;
};
