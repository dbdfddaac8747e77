import { z } from 'zod';
import { text } from '../text.js';

/**
 * Where a losing offer's price stood against the chosen offer of the same industry, as a band that
 * names no company and no exact price (thanks to losers may say it when the requester
 * ticks it). Prices are whole grosze so the bands never wobble on floating point.
 */
export const priceBandSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('LOWER') }),
  z.object({ kind: z.literal('HIGHER'), fromPercent: z.number().int(), toPercent: z.number().int().nullable() }),
]);
export type PriceBand = z.infer<typeof priceBandSchema>;

/** Upper bounds (percent above the chosen price) of the bands; past the last one it is "over 50%". */
const BAND_EDGES = [10, 20, 30, 50] as const;

export const priceBand = (ownCents: number, chosenCents: number): PriceBand => {
  if (!Number.isInteger(ownCents) || !Number.isInteger(chosenCents) || ownCents <= 0 || chosenCents <= 0)
    throw new RangeError('prices must be positive whole grosze');
  if (ownCents < chosenCents) return { kind: 'LOWER' };
  // an equal price is the first band: "równa" would tell the loser the chosen offer's exact price
  // the difference in percent, compared as integers: (own - chosen) * 100 <= edge * chosen
  const over = (ownCents - chosenCents) * 100;
  let from = 0;
  for (const edge of BAND_EDGES) {
    if (over <= edge * chosenCents) return { kind: 'HIGHER', fromPercent: from, toPercent: edge };
    from = edge;
  }
  return { kind: 'HIGHER', fromPercent: from, toPercent: null };
};

/** The band in words, as the e-mail says it (e.g. "w przedziale +10-20% od wybranej oferty"). */
export const priceBandText = (band: PriceBand): string => {
  if (band.kind === 'LOWER') return 'niższa od wybranej oferty';
  if (band.toPercent === null) return `wyższa o ponad ${band.fromPercent}% od wybranej oferty`;
  return `w przedziale +${band.fromPercent}-${band.toPercent}% od wybranej oferty`;
};

/** Złote (a number with at most 2 decimals) to whole grosze. */
export const toCents = (pln: number): number => Math.round(pln * 100);

/**
 * A losing company's band in one industry, as its card and the offered list show it once the
 * requester has thanked the losers with the bands (the e-mail's words, spec 4 "Thanks").
 */
export const lostPriceBandSchema = z
  .object({ industryId: z.number().int(), industryName: text(), band: priceBandSchema })
  .meta({ id: 'LostPriceBand' });
export type LostPriceBand = z.infer<typeof lostPriceBandSchema>;

/** Own and chosen prices (złote) of the industries to band: the bands, measured as the e-mail measures them. */
export const lostPriceBands = (
  rows: readonly { industryId: number; industryName: string; own: number; chosen: number }[],
): LostPriceBand[] =>
  rows.map((r) => ({
    industryId: r.industryId,
    industryName: r.industryName,
    band: priceBand(toCents(Number(r.own)), toCents(Number(r.chosen))),
  }));
