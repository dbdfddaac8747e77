import { effectiveByIndustries, type OrderListFilter, type OrderListViewer } from '@platform/shared';

/**
 * The number on the filters toggle: filter groups in use (not status, sort or search). The switch
 * 'search by my company's industries' counts when it is in effect, also when on by default (spec 6).
 */
export const activeFilterCount = (f: OrderListFilter, viewer: OrderListViewer): number =>
  [
    f.offerFrom || f.offerTo,
    f.workFrom || f.workTo,
    f.industryIds.length,
    f.stageIds.length,
    f.characters.length,
    f.sectorIds.length,
    f.scopes.length,
    f.locations.length,
    effectiveByIndustries(f, viewer),
  ].filter(Boolean).length;
