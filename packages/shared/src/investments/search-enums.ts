/** Names of the investment search's states and sorts (spec platform 2.3; stages in `INVESTMENT_STAGES`). */
import { INVESTMENT_STAGES } from '../enums.js';

/**
 * 'wstrzymane': the stage 'Inwestycja wstrzymana' of the stages table; 'archiwalne': archived
 * investments; 'aktywne': neither.
 */
export const INVESTMENT_STATES = ['aktywne', 'wstrzymane', 'archiwalne'] as const;
export type InvestmentState = (typeof INVESTMENT_STATES)[number];
export const INVESTMENT_STATE_LABELS: Record<InvestmentState, string> = {
  aktywne: 'Aktywne',
  wstrzymane: 'Wstrzymane',
  archiwalne: 'Archiwalne',
};

/** The stage id (1-based position in the stages table) that holds an investment. */
export const ON_HOLD_STAGE_ID = INVESTMENT_STAGES.indexOf('Inwestycja wstrzymana') + 1;

export const INVESTMENT_SEARCH_SORTS = [
  'zmiana',
  'wartosc-malejaco',
  'wartosc-rosnaco',
  'start-rosnaco',
  'start-malejaco',
  'koniec-rosnaco',
  'koniec-malejaco',
  'odleglosc',
] as const;
export type InvestmentSearchSort = (typeof INVESTMENT_SEARCH_SORTS)[number];
export const INVESTMENT_SEARCH_SORT_LABELS: Record<InvestmentSearchSort, string> = {
  zmiana: 'Ostatnia zmiana',
  'wartosc-malejaco': 'Wartość: od najwyższej',
  'wartosc-rosnaco': 'Wartość: od najniższej',
  'start-rosnaco': 'Rozpoczęcie: od najwcześniejszego',
  'start-malejaco': 'Rozpoczęcie: od najpóźniejszego',
  'koniec-rosnaco': 'Zakończenie: od najwcześniejszego',
  'koniec-malejaco': 'Zakończenie: od najpóźniejszego',
  odleglosc: 'Odległość',
};

export const INVESTMENT_SEARCH_PAGE_SIZE = 20;

/** The investment's kind: a building (cubature) or a linear road work. */
export const INVESTMENT_TYPE_LABELS = { CONSTRUCTION: 'Kubaturowa', ROAD: 'Drogowa (liniowa)' } as const;
