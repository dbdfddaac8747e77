import {
  distanceAllowed,
  INVESTMENT_CHARACTER_LABELS,
  ORDER_SCOPE_LABELS,
  type OrderListFilter,
  WHOLE_POLAND_DISTANCE,
} from '@platform/shared';
import { Tag } from 'antd';
import { formatDay, formatMonth, formatRange } from '@/lib/format';
import { useIndustries } from '@/lib/reference/get-industries';
import { useReferenceLists } from '@/lib/reference/get-reference-lists';
import { useSectors } from '@/lib/reference/get-sectors';
import { industryTreeData, sectorTreeData, treeTitles } from '@/lib/tree-data';
import { distanceLabel } from './location-filter';

type Chip = { key: string; label: string; remove: (f: OrderListFilter) => OrderListFilter };
type Props = {
  filters: OrderListFilter;
  /** the switch 'search by my company's industries' in effect (on by default for subsidised clients) */
  byIndustries: boolean;
  onChange: (f: OrderListFilter) => void;
  disabled?: boolean;
};

const without = <T,>(list: T[], item: T) => list.filter((x) => x !== item);
/** '+50 km' around the city; 'cała Polska' (9999) is no limit, named as in the dropdown. */
const distanceChip = (km: number) => (km === WHOLE_POLAND_DISTANCE ? distanceLabel(km) : `+${distanceLabel(km)}`);

/** A removable chip for each active filter (spec 2.5). */
export const FilterChips = ({ filters: f, byIndustries, onChange, disabled }: Props) => {
  const industries = treeTitles(industryTreeData(useIndustries().data ?? []));
  const sectors = treeTitles(sectorTreeData(useSectors().data ?? []));
  const stages = new Map((useReferenceLists().data?.stages ?? []).map((s) => [s.id, s.name]));

  const chips: Chip[] = [
    ...(f.search.trim()
      ? [{ key: 'q', label: `„${f.search.trim()}”`, remove: (x: OrderListFilter) => ({ ...x, search: '' }) }]
      : []),
    ...(f.offerFrom || f.offerTo
      ? [
          {
            key: 'offer',
            label: `Termin składania ofert: ${formatRange(formatDay(f.offerFrom), formatDay(f.offerTo))}`,
            remove: (x: OrderListFilter) => ({ ...x, offerFrom: null, offerTo: null }),
          },
        ]
      : []),
    ...(f.workFrom || f.workTo
      ? [
          {
            key: 'work',
            label: `Front robót: ${formatRange(formatMonth(f.workFrom), formatMonth(f.workTo))}`,
            remove: (x: OrderListFilter) => ({ ...x, workFrom: null, workTo: null }),
          },
        ]
      : []),
    ...(byIndustries
      ? [{ key: 'byInd', label: 'Branże mojej firmy', remove: (x: OrderListFilter) => ({ ...x, byIndustries: null }) }]
      : []),
    ...f.industryIds.map((id) => ({
      key: `i${id}`,
      label: industries.get(id) ?? `Branża ${id}`,
      remove: (x: OrderListFilter) => ({ ...x, industryIds: without(x.industryIds, id) }),
    })),
    ...f.characters.map((c) => ({
      key: `c${c}`,
      label: INVESTMENT_CHARACTER_LABELS[c],
      remove: (x: OrderListFilter) => ({ ...x, characters: without(x.characters, c) }),
    })),
    ...f.sectorIds.map((id) => ({
      key: `s${id}`,
      label: sectors.get(id) ?? `Sektor ${id}`,
      remove: (x: OrderListFilter) => ({ ...x, sectorIds: without(x.sectorIds, id) }),
    })),
    ...f.stageIds.map((id) => ({
      key: `st${id}`,
      label: stages.get(id) ?? `Etap ${id}`,
      remove: (x: OrderListFilter) => ({ ...x, stageIds: without(x.stageIds, id) }),
    })),
    ...f.scopes.map((s) => ({
      key: `sc${s}`,
      label: ORDER_SCOPE_LABELS[s],
      remove: (x: OrderListFilter) => ({ ...x, scopes: without(x.scopes, s) }),
    })),
    ...f.locations.map((l) => ({
      key: `l${l.kind}${l.id}`,
      label: l.label + (f.distance && distanceAllowed(f) ? ` (${distanceChip(f.distance)})` : ''),
      remove: (x: OrderListFilter) => ({
        ...x,
        locations: x.locations.filter((y) => !(y.kind === l.kind && y.id === l.id)),
        distance: null,
      }),
    })),
  ];
  if (!chips.length) return null;
  return (
    <div data-testid="filter-chips" style={{ margin: '8px 0 16px', display: 'flex', flexWrap: 'wrap', gap: 6 }}>
      {chips.map((chip) => (
        <Tag
          key={chip.key}
          closable={!disabled}
          onClose={(e) => {
            e.preventDefault();
            onChange(chip.remove(f));
          }}
          closeIcon={<span title={`Usuń filtr ${chip.label}`}>×</span>}
          style={{ padding: '2px 8px', fontSize: 13 }}
        >
          {chip.label}
        </Tag>
      ))}
    </div>
  );
};
