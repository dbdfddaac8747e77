import {
  EMPTY_ORDER_LIST_FILTER,
  INVESTMENT_CHARACTER_LABELS,
  INVESTMENT_CHARACTERS,
  ORDER_SCOPE_LABELS,
  ORDER_SCOPES,
  type OrderListFilter,
} from '@platform/shared';
import { Button, Col, ConfigProvider, DatePicker, Row, Select, Switch, Tooltip, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useMemo } from 'react';
import { useIndustries } from '@/lib/reference/get-industries';
import { useReferenceLists } from '@/lib/reference/get-reference-lists';
import { useSectors } from '@/lib/reference/get-sectors';
import { useTreeSearch } from '@/lib/search/use-tree-search';
import { industryTreeData, sectorTreeData } from '@/lib/tree-data';
import { SUBSIDIZED_FILTER_TOOLTIP } from '../../lib/labels';
import { LocationFilter } from './location-filter';

type Props = {
  filters: OrderListFilter;
  byIndustries: boolean;
  onChange: (f: OrderListFilter) => void;
  /** one column (the map's side panel) */
  compact?: boolean;
  /** the map has no location filter: the map is the place */
  withLocation?: boolean;
  /** above the filters (the map's 'Wyszukaj' box) */
  header?: ReactNode;
  /** subsidised clients (spec 6): every control disabled, the upsell tooltip over the panel */
  locked?: boolean;
};

type ColSpan = { span?: number; xs?: number; md?: number; xl?: number };
const WIDE: ColSpan = { xs: 24, md: 12, xl: 8 };
const NARROW: ColSpan = { span: 24 };

const Field = ({ label, children, col }: { label: string; children: ReactNode; col: ColSpan }) => (
  <Col {...col}>
    <div style={{ fontWeight: 500, marginBottom: 4 }}>{label}</div>
    {children}
  </Col>
);

const day = (v: string | null) => (v ? dayjs(v) : null);

/** The filters of spec 2.5 (texts as on the order map, spec 2.10). */
export const FilterPanel = ({ locked = false, ...props }: Props) =>
  locked ? (
    <Tooltip title={SUBSIDIZED_FILTER_TOOLTIP}>
      <div data-testid="filter-panel-locked">
        <ConfigProvider componentDisabled>
          <Filters {...props} />
        </ConfigProvider>
      </div>
    </Tooltip>
  ) : (
    <Filters {...props} />
  );

const Filters = ({ filters: f, byIndustries, onChange, compact, withLocation = true, header }: Props) => {
  const col = compact ? NARROW : WIDE;
  const industries = useIndustries().data;
  const sectors = useSectors().data;
  const industryTree = useMemo(() => industryTreeData(industries ?? []), [industries]);
  const sectorTree = useMemo(() => sectorTreeData(sectors ?? []), [sectors]);
  const stages = useReferenceLists().data?.stages ?? [];
  const set = (patch: Partial<OrderListFilter>) => onChange({ ...f, ...patch });
  const tree = { multiple: true, allowClear: true, maxTagCount: 3 };
  const industrySearch = useTreeSearch(industryTree);
  const sectorSearch = useTreeSearch(sectorTree);

  return (
    <div data-testid="filter-panel" style={{ background: '#fff', padding: 16, borderRadius: 8, marginBottom: 16 }}>
      {header}
      <Row gutter={[16, 16]}>
        <Field col={col} label="Szukaj wg branż mojej firmy">
          <Switch
            checked={byIndustries}
            onChange={(on) => set({ byIndustries: on })}
            aria-label="Szukaj wg branż mojej firmy"
          />
        </Field>
        <Field col={col} label="Termin składania ofert">
          <DatePicker.RangePicker
            style={{ width: '100%' }}
            format="DD.MM.YYYY"
            placeholder={['Od', 'Do']}
            allowEmpty={[true, true]}
            value={[day(f.offerFrom), day(f.offerTo)]}
            onChange={(v) =>
              set({ offerFrom: v?.[0]?.format('YYYY-MM-DD') ?? null, offerTo: v?.[1]?.format('YYYY-MM-DD') ?? null })
            }
          />
        </Field>
        <Field col={col} label="Front robót">
          <DatePicker.RangePicker
            picker="month"
            style={{ width: '100%' }}
            format="MM.YYYY"
            placeholder={['Od', 'Do']}
            allowEmpty={[true, true]}
            value={[day(f.workFrom), day(f.workTo)]}
            onChange={(v) =>
              set({ workFrom: v?.[0]?.format('YYYY-MM') ?? null, workTo: v?.[1]?.format('YYYY-MM') ?? null })
            }
          />
        </Field>
        <Field col={col} label="Wybierz branże">
          <TreeSelect
            {...tree}
            {...industrySearch}
            aria-label="Wybierz branże"
            style={{ width: '100%' }}
            treeData={industryTree}
            value={f.industryIds}
            onChange={(ids: number[]) => set({ industryIds: ids })}
            data-testid="filter-industries"
          />
        </Field>
        <Field col={col} label="Wybierz typ inwestycji">
          <Select
            mode="multiple"
            allowClear
            aria-label="Wybierz typ inwestycji"
            style={{ width: '100%' }}
            value={f.characters}
            onChange={(characters) => set({ characters })}
            options={INVESTMENT_CHARACTERS.map((c) => ({ value: c, label: INVESTMENT_CHARACTER_LABELS[c] }))}
          />
        </Field>
        <Field col={col} label="Wybierz sektory">
          <TreeSelect
            {...tree}
            {...sectorSearch}
            aria-label="Wybierz sektory"
            style={{ width: '100%' }}
            treeData={sectorTree}
            value={f.sectorIds}
            onChange={(ids: number[]) => set({ sectorIds: ids })}
          />
          {f.sectorIds.length > 0 && <div style={{ fontSize: 12 }}>Wybrane sektory: {f.sectorIds.length}</div>}
        </Field>
        <Field col={col} label="Wybierz etap inwestycji">
          <Select
            mode="multiple"
            allowClear
            aria-label="Wybierz etap inwestycji"
            style={{ width: '100%' }}
            value={f.stageIds}
            onChange={(stageIds) => set({ stageIds })}
            options={stages.map((s) => ({ value: s.id, label: s.name.replace(/\.{3}$|…$/, '') }))}
          />
        </Field>
        <Field col={col} label="Wybierz zakres zlecenia">
          <Select
            mode="multiple"
            allowClear
            aria-label="Wybierz zakres zlecenia"
            style={{ width: '100%' }}
            value={f.scopes}
            onChange={(scopes) => set({ scopes })}
            options={ORDER_SCOPES.map((s) => ({ value: s, label: ORDER_SCOPE_LABELS[s] }))}
          />
        </Field>
        {withLocation && (
          <Field col={col} label="Lokalizacja">
            <LocationFilter
              locations={f.locations}
              distance={f.distance}
              onChange={(locations, distance) => set({ locations, distance })}
            />
          </Field>
        )}
      </Row>
      <Button
        style={{ marginTop: 16 }}
        onClick={() => onChange({ ...EMPTY_ORDER_LIST_FILTER, status: f.status, sort: f.sort })}
      >
        Usuń wszystkie filtry
      </Button>
    </div>
  );
};
