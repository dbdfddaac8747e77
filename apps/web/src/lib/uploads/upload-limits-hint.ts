import { countOf, NOUNS } from '@platform/shared';

/** The upload hint under the drop zone: "Maksymalnie 1 plik, mniejszy niż 50 MB." / "… 5 plików, każdy …". */
export const uploadLimitsHint = (maxFiles: number, maxBytes: number): string => {
  const mb = Math.round(maxBytes / 1024 / 1024);
  const files = countOf(maxFiles, NOUNS.plik);
  return maxFiles === 1
    ? `Maksymalnie ${files}, mniejszy niż ${mb} MB.`
    : `Maksymalnie ${files}, każdy mniejszy niż ${mb} MB.`;
};
