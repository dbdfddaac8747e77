import {
  INVESTMENT_ROLE_LABELS,
  INVESTMENT_ROLES,
  type InvestmentRole,
  PARTICIPATION_TEXTS as T,
} from '@platform/shared';
import { Col, InputNumber, Row, Select, TreeSelect, Typography } from 'antd';
import { useMemo } from 'react';
import { InvestmentPicker } from '@/components/investment-picker';
import { useIndustries } from '@/lib/reference/get-industries';
import { useTreeSearch } from '@/lib/search/use-tree-search';
import { industryTreeData } from '@/lib/tree-data';

/** What the dialog's form holds; an empty field is undefined (the value: null, 'not stated'). */
export type ParticipationValues = {
  investmentId?: number;
  industryId?: number;
  role?: InvestmentRole;
  valuePln: number | null;
};
export const EMPTY_PARTICIPATION: ParticipationValues = { valuePln: null };

type Props = {
  values: ParticipationValues;
  onChange: (values: ParticipationValues) => void;
  /** a participation being changed keeps its investment: its name is shown instead of the search box */
  investmentName: string | null;
};

/** The fields of a participation: the investment (searched by name), role, industry and value. */
export const ParticipationFields = ({ values, onChange, investmentName }: Props) => {
  const industries = useIndustries();
  const tree = useMemo(() => industryTreeData(industries.data ?? []), [industries.data]);
  const search = useTreeSearch(tree);
  const set = (patch: Partial<ParticipationValues>) => onChange({ ...values, ...patch });
  return (
    <Row gutter={[12, 8]}>
      <Col span={24}>
        {investmentName === null ? (
          <InvestmentPicker
            label={T.investment}
            placeholder={T.findInvestment}
            value={values.investmentId}
            onChange={(investmentId) => set({ investmentId })}
          />
        ) : (
          <Typography.Text strong>{investmentName}</Typography.Text>
        )}
      </Col>
      <Col xs={24} sm={12}>
        <Select
          aria-label={T.role}
          placeholder={T.role}
          style={{ width: '100%' }}
          value={values.role}
          onChange={(role: InvestmentRole) => set({ role })}
          options={INVESTMENT_ROLES.map((r) => ({ value: r, label: INVESTMENT_ROLE_LABELS[r] }))}
        />
      </Col>
      <Col xs={24} sm={12}>
        <InputNumber<number>
          aria-label={T.value}
          placeholder={T.value}
          style={{ width: '100%' }}
          min={0}
          step={1000}
          precision={0}
          value={values.valuePln}
          onChange={(v) => set({ valuePln: typeof v === 'number' ? v : null })}
        />
      </Col>
      <Col span={24}>
        <TreeSelect
          aria-label={T.industry}
          placeholder={T.industry}
          style={{ width: '100%' }}
          treeData={tree}
          value={values.industryId}
          onChange={(industryId: number) => set({ industryId })}
          loading={industries.isPending}
          {...search}
        />
      </Col>
    </Row>
  );
};
