import type { ParamsBuilder } from './investment-params.js';

/** What an investment is physically; drives its type, its road end and the industries of its participants. */
export type InvestmentKind = 'building' | 'road' | 'bridge' | 'rail' | 'network' | 'energy' | 'water' | 'space';

export type InvestmentTemplate = {
  subsectorId: number;
  /** Relative frequency among all templates. */
  weight: number;
  kind: InvestmentKind;
  /** Name patterns; see the placeholders in templates-buildings.ts and templates-engineering.ts. */
  names: readonly string[];
  /** Median value in millions PLN and the sigma of its logarithm. */
  valueMln: readonly [number, number];
  /** Weights of [PRIVATE, PUBLIC, MIXED]. */
  character: readonly [number, number, number];
  params: ParamsBuilder;
  description: readonly string[];
  construction?: readonly string[];
  /** Only at places with at least this population. */
  minPopulation?: number;
  /** Runs from place A to place B (the road end). */
  linear?: boolean;
};
