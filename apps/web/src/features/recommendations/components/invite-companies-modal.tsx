import {
  hasRecommendationDistance,
  INVITATION_MESSAGES,
  RECOMMENDATION_DISTANCE_DEFAULT,
  RECOMMENDATION_MESSAGES,
  RECOMMENDATIONS_PAGE_SIZE,
  RECOMMENDATIONS_VERSION,
  type Recommendation,
} from '@platform/shared';
import { Alert, Empty, Modal, Pagination, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useOrderRecommendations } from '../api/get-order-recommendations';
import { useRecommendations } from '../api/get-recommendations';
import { useNominateCompanies } from '../api/nominate-companies';
import { DistanceSelect } from './distance-select';
import { RecommendationItem } from './recommendation-item';
import { SubsectorSelect } from './subsector-select';

export type InviteMode = 'add' | 'edit' | 'invited';

/** Our hint per mode (the spec says they differ, not what they say). */
export const INVITE_HINTS: Record<InviteMode, string> = {
  add: 'Zaznaczone firmy otrzymają zaproszenie e-mailem, gdy zlecenie zostanie opublikowane.',
  edit: 'Zaznaczone firmy otrzymają zaproszenie e-mailem po zapisaniu zmian w opublikowanym zleceniu.',
  invited: 'Zaznaczone firmy otrzymają zaproszenie e-mailem od razu; zobaczysz je na liście zaproszonych firm.',
};
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
  open: boolean;
  mode: InviteMode;
  onClose: () => void;
  /** The form modes: the chosen companies go back to the form (invited when it is saved). */
  onChoose?: (companies: Recommendation[]) => void;
  /** Companies the form has chosen already (left out of the list). */
  excludedCompanyIds?: number[];
};

/**
 * Invite recommended companies (spec 2.7, 2.8): the notice, the hint of the mode, filters by the
 * distance to the seat and to the work area and by subsectors, re-applied on every change (clearing the selection).
 * Mode 'invited' invites at once; the form modes hand the choice to the form.
 */
export const InviteCompaniesModal = ({ source, open, mode, onClose, onChoose, excludedCompanyIds = [] }: Props) => {
  const [companyDistance, setCompanyDistance] = useState<number | undefined>(RECOMMENDATION_DISTANCE_DEFAULT);
  const [workDistance, setWorkDistance] = useState<number | undefined>(RECOMMENDATION_DISTANCE_DEFAULT);
  const [subsectorIds, setSubsectorIds] = useState<number[]>([]);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Recommendation[]>([]);
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
  const byOrder = useOrderRecommendations(orderId, params, open && ready && source.kind === 'order');
  const byForm = useRecommendations(params, open && ready && source.kind === 'form');
  const query = source.kind === 'order' ? byOrder : byForm;
  const nominate = useNominateCompanies(orderId);
  const done = () => {
    setSelected([]);
    onClose();
  };
  const confirm = () => {
    if (onChoose) {
      onChoose(selected);
      done();
    } else
      nominate.mutate(
        selected.map((r) => r.id),
        { onSuccess: done },
      );
  };
  const change = (apply: () => void) => {
    apply();
    setPage(0);
    setSelected([]);
  };
  return (
    <Modal
      open={open}
      width={760}
      title="Zaproś polecane firmy"
      okText={selected.length ? `Zaproś (${selected.length})` : 'Zaproś'}
      cancelText="Anuluj"
      okButtonProps={{ disabled: selected.length === 0, loading: nominate.isPending }}
      onCancel={onClose}
      onOk={confirm}
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="warning" showIcon message={INVITATION_MESSAGES.notice} />
        <Typography.Text type="secondary">{INVITE_HINTS[mode]}</Typography.Text>
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
        {ready && query.error && <Alert type="error" showIcon message={query.error.message} />}
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
        <div style={{ maxHeight: 420, overflowY: 'auto' }}>
          {query.data?.content.map((item) => (
            <RecommendationItem
              key={item.id}
              item={item}
              checked={selected.some((r) => r.id === item.id)}
              onCheck={(on) => setSelected((s) => (on ? [...s, item] : s.filter((r) => r.id !== item.id)))}
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
            onChange={(p) => setPage(p - 1)}
          />
        )}
      </Space>
    </Modal>
  );
};
