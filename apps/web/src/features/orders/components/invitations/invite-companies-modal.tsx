import {
  hasRecommendationDistance,
  INVITATION_MESSAGES,
  RECOMMENDATION_DISTANCE_DEFAULT,
  RECOMMENDATION_MESSAGES,
  RECOMMENDATIONS_PAGE_SIZE,
  RECOMMENDATIONS_VERSION,
} from '@platform/shared';
import { Alert, Empty, Modal, Pagination, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useOrderRecommendations } from '../../api/get-order-recommendations';
import { useNominateCompanies } from '../../api/nominate-companies';
import { DistanceSelect } from './distance-select';
import { RecommendationItem } from './recommendation-item';

export type InviteMode = 'add' | 'edit' | 'invited';

/** Our hint per mode (the spec says they differ, not what they say). */
const HINTS: Record<InviteMode, string> = {
  add: 'Zaznaczone firmy otrzymają zaproszenie e-mailem, gdy zlecenie zostanie opublikowane.',
  edit: 'Zaznaczone firmy otrzymają zaproszenie e-mailem po zapisaniu zmian w opublikowanym zleceniu.',
  invited: 'Zaznaczone firmy otrzymają zaproszenie e-mailem od razu; zobaczysz je na liście zaproszonych firm.',
};
const PRODUCT = 'Platformę Budowlaną';

type Props = { orderId: number; open: boolean; mode: InviteMode; onClose: () => void };

/**
 * Invite recommended companies (spec 2.7, 2.8): the notice, the hint of the mode, filters by the
 * distance to the seat and to the work area, re-applied on every change (clearing the selection).
 */
export const InviteCompaniesModal = ({ orderId, open, mode, onClose }: Props) => {
  const [companyDistance, setCompanyDistance] = useState<number | undefined>(RECOMMENDATION_DISTANCE_DEFAULT);
  const [workDistance, setWorkDistance] = useState<number | undefined>(RECOMMENDATION_DISTANCE_DEFAULT);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const params = useMemo(
    () => ({ companyDistance, workDistance, version: RECOMMENDATIONS_VERSION, page, size: RECOMMENDATIONS_PAGE_SIZE }),
    [companyDistance, workDistance, page],
  );
  const ready = hasRecommendationDistance(params);
  const query = useOrderRecommendations(orderId, params, open && ready);
  const nominate = useNominateCompanies(orderId);
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
      onOk={() =>
        nominate.mutate(selected, {
          onSuccess: () => {
            setSelected([]);
            onClose();
          },
        })
      }
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="warning" showIcon message={INVITATION_MESSAGES.notice} />
        <Typography.Text type="secondary">{HINTS[mode]}</Typography.Text>
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
              checked={selected.includes(item.id)}
              onCheck={(on) => setSelected((s) => (on ? [...s, item.id] : s.filter((id) => id !== item.id)))}
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
