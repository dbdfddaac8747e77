import { Random } from '../random.js';
import type { Place } from '../types.js';
import { buildCompany, type CompanyFactoryContext, type CompanyRow } from './company-factory.js';

/**
 * The demo subsidised company that has just joined (login `dotowany-nowy`): no shares in
 * investments, no orders, no invitations, so "Mój dashboard" shows its no-access notice and every
 * empty state. Its own random stream, added after the other companies, so they stay as they were.
 */
const SEED = 20_241_117;

export const buildFreshSubsidisedCompany = (places: Place[], ctx: CompanyFactoryContext): CompanyRow => {
  const lublin = places.find((p) => p.isTown && p.name === 'Lublin');
  if (!lublin) throw new Error('demo seed: locality Lublin not found');
  const { row } = buildCompany(new Random(SEED), lublin, ctx, {
    kind: 'general',
    name: { name: 'Remonty i Wykończenia NOWBUD Katarzyna Wójcik', core: 'NOWBUD' },
  });
  return { ...row, subsidized: true, deactivated: false, inBankruptcy: false };
};
