import {
  hasRecommendationDistance,
  type LocationSuggestion,
  RECOMMENDATION_DISTANCE_DEFAULT,
  RECOMMENDATION_MESSAGES,
  RECOMMENDATIONS_PAGE_SIZE,
  RECOMMENDATIONS_VERSION,
  WORKS_COUNT_RANGES,
  WORKS_VALUE_RANGES,
} from '@platform/shared';
import {
  Alert,
  AutoComplete,
  Card,
  Col,
  Empty,
  Pagination,
  Row,
  Select,
  Space,
  Spin,
  TreeSelect,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useIndustries } from '@/lib/reference/get-industries';
import { useLocationAutocomplete } from '@/lib/reference/location-autocomplete';
import { useTreeSearch } from '@/lib/search/use-tree-search';
import { industryTreeData } from '@/lib/tree-data';
import { useRecommendations } from '../api/get-recommendations';
import { DistanceSelect } from '../components/distance-select';
import { RecommendationItem } from '../components/recommendation-item';
import { SubsectorSelect } from '../components/subsector-select';
import { WORKS_COUNT_OPTIONS, WORKS_VALUE_OPTIONS } from '../lib/recommendation-ranges';

const PRODUCT = 'Platformę Budowlaną';
const NEEDS_PLACE = 'Wybierz branże i miejsce prac, aby zobaczyć rekomendowane firmy.';

type Place = { label: string; latitude: number; longitude: number };
const label = { fontSize: 12 } as const;

/** A labelled control of the filter panel. */
const Field = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Space direction="vertical" size={2} style={{ width: '100%' }}>
    <Typography.Text type="secondary" style={label}>
      {title}
    </Typography.Text>
    {children}
  </Space>
);

/**
 * The recommendation finder (document 2 sections 2.7, 5; `/algorytm` for users, `/nowy-algorytm` for
 * staff): industries and the place of the works, then the filters; re-applied on every change once a
 * distance is set (no search and the spec's message without one). Results by 30, with the "why".
 */
export const RecommendationFinderPage = ({ staffVariant = false }: { staffVariant?: boolean }) => {
  const industries = useIndustries().data;
  const industryTree = useMemo(() => industryTreeData(industries ?? []), [industries]);
  const industrySearch = useTreeSearch(industryTree);
  const [industryIds, setIndustryIds] = useState<number[]>([]);
  const [placeText, setPlaceText] = useState('');
  const [place, setPlace] = useState<Place | null>(null);
  const [companyDistance, setCompanyDistance] = useState<number | undefined>(RECOMMENDATION_DISTANCE_DEFAULT);
  const [workDistance, setWorkDistance] = useState<number | undefined>(RECOMMENDATION_DISTANCE_DEFAULT);
  const [subsectorIds, setSubsectorIds] = useState<number[]>([]);
  const [countRange, setCountRange] = useState<number | undefined>();
  const [valueRange, setValueRange] = useState<number | undefined>();
  const [page, setPage] = useState(0);
  const suggestions = useLocationAutocomplete(placeText);
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(0);
    };

  const count = countRange === undefined ? undefined : WORKS_COUNT_RANGES[countRange];
  const value = valueRange === undefined ? undefined : WORKS_VALUE_RANGES[valueRange];
  const params = useMemo(
    () => ({
      industryIds,
      ...(place ? { latitude: place.latitude, longitude: place.longitude } : {}),
      companyDistance,
      workDistance,
      ...(subsectorIds.length ? { subsectorIds } : {}),
      ...(count ? { minWorksCount: count.min, ...(count.max === null ? {} : { maxWorksCount: count.max }) } : {}),
      ...(value?.min != null ? { minWorksValue: value.min } : {}),
      ...(value?.max != null ? { maxWorksValue: value.max } : {}),
      version: RECOMMENDATIONS_VERSION,
      page,
      size: RECOMMENDATIONS_PAGE_SIZE,
    }),
    [industryIds, place, companyDistance, workDistance, subsectorIds, count, value, page],
  );
  const hasDistance = hasRecommendationDistance(params);
  const ready = hasDistance && industryIds.length > 0 && place !== null;
  const query = useRecommendations(params, ready);
  const title = staffVariant ? paths.recommendationsNew.title : paths.recommendations.title;

  return (
    <PageContainer title={title}>
      <Card size="small" style={{ marginBottom: 16 }} data-testid="finder-filters">
        <Row gutter={[12, 12]}>
          <Col xs={24} md={12}>
            <Field title="Branże">
              <TreeSelect
                multiple
                {...industrySearch}
                treeData={industryTree}
                value={industryIds}
                onChange={change(setIndustryIds)}
                placeholder="Wybierz branże"
                aria-label="Branże"
                style={{ width: '100%' }}
              />
            </Field>
          </Col>
          <Col xs={24} md={12}>
            <Field title="Miejsce prac">
              <AutoComplete
                value={placeText}
                onChange={(text) => {
                  setPlaceText(text);
                  if (place && text !== place.label) change(setPlace)(null);
                }}
                onSelect={(_v, option) => {
                  const chosen = (option as { suggestion: LocationSuggestion }).suggestion;
                  setPlaceText(chosen.label);
                  change(setPlace)({ label: chosen.label, ...chosen.location });
                }}
                options={(suggestions.data?.features ?? []).map((s) => ({
                  value: s.label,
                  label: s.label,
                  suggestion: s,
                }))}
                placeholder="Wpisz miejscowość"
                aria-label="Miejsce prac"
                style={{ width: '100%' }}
              />
            </Field>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <DistanceSelect
              label="Odległość od siedziby firmy"
              testId="finder-company-distance"
              value={companyDistance}
              onChange={change(setCompanyDistance)}
            />
          </Col>
          <Col xs={24} sm={12} md={6}>
            <DistanceSelect
              label="Odległość od obszaru prac"
              testId="finder-work-distance"
              value={workDistance}
              onChange={change(setWorkDistance)}
            />
          </Col>
          <Col xs={24} md={12}>
            <SubsectorSelect testId="finder-subsectors" value={subsectorIds} onChange={change(setSubsectorIds)} />
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Field title="Liczba realizacji">
              <Select
                allowClear
                value={countRange}
                onChange={change(setCountRange)}
                options={WORKS_COUNT_OPTIONS}
                placeholder="Dowolna"
                aria-label="Liczba realizacji"
                style={{ width: '100%' }}
              />
            </Field>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Field title="Wartość inwestycji">
              <Select
                allowClear
                value={valueRange}
                onChange={change(setValueRange)}
                options={WORKS_VALUE_OPTIONS}
                placeholder="Dowolna"
                aria-label="Wartość inwestycji"
                style={{ width: '100%' }}
              />
            </Field>
          </Col>
        </Row>
      </Card>
      {!hasDistance && <Alert type="error" showIcon title={RECOMMENDATION_MESSAGES.distanceRequired} />}
      {hasDistance && !ready && <Alert type="info" showIcon title={NEEDS_PLACE} />}
      {ready && query.isLoading && <Spin />}
      {ready && query.error && <ErrorAlert error={query.error} />}
      {ready && query.data?.content.length === 0 && (
        <Empty
          description={
            <>
              {RECOMMENDATION_MESSAGES.empty(PRODUCT)}
              <br />
              {RECOMMENDATION_MESSAGES.emptyHint}
            </>
          }
        />
      )}
      {ready && !!query.data?.content.length && (
        <Card size="small" data-testid="finder-results" title={`Rekomendowane firmy: ${query.data.totalElements}`}>
          {query.data.content.map((item) => (
            <RecommendationItem key={item.id} item={item} />
          ))}
          {query.data.totalPages > 1 && (
            <Pagination
              size="small"
              current={page + 1}
              pageSize={RECOMMENDATIONS_PAGE_SIZE}
              total={query.data.totalElements}
              showSizeChanger={false}
              onChange={(p) => setPage(p - 1)}
            />
          )}
        </Card>
      )}
    </PageContainer>
  );
};

export const StaffRecommendationFinderPage = () => <RecommendationFinderPage staffVariant />;
