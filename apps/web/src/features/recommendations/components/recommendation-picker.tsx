import {
  hasRecommendationDistance,
  RECOMMENDATION_DISTANCE_DEFAULT,
  RECOMMENDATION_MESSAGES,
  RECOMMENDATIONS_PAGE_SIZE,
  RECOMMENDATIONS_VERSION,
  type Recommendation,
} from '@platform/shared';
import { Alert, Empty, Pagination, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useOrderRecommendations } from '../api/get-order-recommendations';
import { useRecommendations } from '../api/get-recommendations';
import { DistanceSelect } from './distance-select';
import { RecommendationItem } from './recommendation-item';
import { SubsectorSelect } from './subsector-select';

const PRODUCT = 'Platformę Budowlaną';

/**
 * Where the recommendations start from: a saved order (its place; the server leaves out the companies
 * nominated already), or the add-order form before the order exists (its industries and investment).
 */
export type RecommendationSource =
  | { kind: 'order'; orderId: number; industryIds?: number[] }
  | { kind: 'form'; industryIds: number[]; investmentId: number };

type Props = {
  source: RecommendationSource;
  /** loads only while shown (a closed modal asks nothing) */
  enabled: boolean;
  selected: Recommendation[];
  onSelected: (selected: Recommendation[]) => void;
  /** Companies the form has chosen already (left out of the list). */
  excludedCompanyIds?: number[];
  /** the list's own scroll height (a modal); none: the page scrolls */
  listHeight?: number;
};

/**
 * Recommended companies to choose from (spec 2.7, 2.8): filters by the distance to the seat and to the
 * work area and by subsectors, re-applied on every change (clearing the selection), and the list.
 */
export const RecommendationPicker = (p: Props) => {
  const { source, excludedCompanyIds = [] } = p;
  const [companyDistance, setCompanyDistance] = useState<number | undefined>(RECOMMENDATION_DISTANCE_DEFAULT);
  const [workDistance, setWorkDistance] = useState<number | undefined>(RECOMMENDATION_DISTANCE_DEFAULT);
  const [subsectorIds, setSubsectorIds] = useState<number[]>([]);
  const [page, setPage] = useState(0);
  const params = useMemo(
    () => ({
      companyDistance,
      workDistance,
      ...(subsectorIds.length ? { subsectorIds } : {}),
      version: RECOMMENDATIONS_VERSION,
      page,
      size: RECOMMENDATIONS_PAGE_SIZE,
      industryIds: source.industryIds,
      ...(source.kind === 'form' ? { investmentId: source.investmentId } : {}),
      ...(excludedCompanyIds.length ? { excludedCompanyIds } : {}),
    }),
    [companyDistance, workDistance, subsectorIds, page, source, excludedCompanyIds],
  );
  const ready = hasRecommendationDistance(params);
  const orderId = source.kind === 'order' ? source.orderId : 0;
  const byOrder = useOrderRecommendations(orderId, params, p.enabled && ready && source.kind === 'order');
  const byForm = useRecommendations(params, p.enabled && ready && source.kind === 'form');
  const query = source.kind === 'order' ? byOrder : byForm;
  const change = (apply: () => void) => {
    apply();
    setPage(0);
    p.onSelected([]);
  };
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <DistanceSelect
          label="Odległość od siedziby firmy"
          testId="company-distance"
          value={companyDistance}
          onChange={(v) => change(() => setCompanyDistance(v))}
        />
        <DistanceSelect
          label="Odległość od obszaru prac"
          testId="work-distance"
          value={workDistance}
          onChange={(v) => change(() => setWorkDistance(v))}
        />
      </Space>
      <SubsectorSelect
        testId="invite-subsectors"
        value={subsectorIds}
        onChange={(ids) => change(() => setSubsectorIds(ids))}
      />
      {!ready && <Alert type="error" showIcon message={RECOMMENDATION_MESSAGES.distanceRequired} />}
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
      <div style={p.listHeight ? { maxHeight: p.listHeight, overflowY: 'auto' } : undefined}>
        {query.data?.content.map((item) => (
          <RecommendationItem
            key={item.id}
            item={item}
            checked={p.selected.some((r) => r.id === item.id)}
            onCheck={(on) => p.onSelected(on ? [...p.selected, item] : p.selected.filter((r) => r.id !== item.id))}
          />
        ))}
      </div>
      {(query.data?.totalPages ?? 0) > 1 && (
        <Pagination
          size="small"
          current={page + 1}
          pageSize={RECOMMENDATIONS_PAGE_SIZE}
          total={query.data?.totalElements}
          showSizeChanger={false}
          onChange={(n) => setPage(n - 1)}
        />
      )}
    </Space>
  );
};
