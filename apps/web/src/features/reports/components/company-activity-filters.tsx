import {
  COMPANIES_OBSERVED,
  COMPANIES_OBSERVED_LABELS,
  type CompanyActivityParams,
  COMPANY_ACTIVITY_TEXTS as T,
} from '@platform/shared';
import { AutoComplete, Col, Row, Select, Switch, TreeSelect } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useCompanyAutocomplete } from '@/lib/reference/company-autocomplete';
import { useIndustries } from '@/lib/reference/get-industries';
import { useTreeSearch } from '@/lib/search/use-tree-search';
import { industryTreeData } from '@/lib/tree-data';

type Props = {
  params: CompanyActivityParams;
  companyName: string | null;
  onChange: (patch: Partial<CompanyActivityParams>) => void;
};

const Field = ({ label, id, children }: { label: string; id: string; children: ReactNode }) => (
  <Col xs={24} md={12} xl={8}>
    <label htmlFor={id} style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
      {label}
    </label>
    {children}
  </Col>
);

/** The pick-a-company control: a company by name or NIP (the company autocomplete). */
export const CompanyActivityPicker = ({
  name,
  onCompany,
}: {
  name: string | null;
  onCompany: (id: number) => void;
}) => {
  const [text, setText] = useState<string | null>(null);
  const suggestions = useCompanyAutocomplete(text ?? '');
  return (
    <AutoComplete
      id="activity-company"
      style={{ width: '100%' }}
      value={text ?? name ?? ''}
      onChange={setText}
      onSelect={(_, option) => {
        setText(null);
        onCompany(Number(option.key));
      }}
      options={(suggestions.data?.content ?? []).map((c) => ({
        key: String(c.id),
        value: `${c.name} (${c.nip ?? 'brak NIP'})`,
        label: c.name,
      }))}
      placeholder="Wpisz nazwę lub NIP"
      data-testid="activity-company"
    />
  );
};

/** The report's parameters (spec 2.8): the company, archived investments and the partners' filters. */
export const CompanyActivityFilters = ({ params, companyName, onChange }: Props) => {
  const industries = useIndustries().data;
  const tree = useMemo(() => industryTreeData(industries ?? []), [industries]);
  const search = useTreeSearch(tree);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="activity-filters">
      <Field label={T.pickCompany} id="activity-company">
        <CompanyActivityPicker name={companyName} onCompany={(companyId) => onChange({ companyId })} />
      </Field>
      <Field label={T.companiesIndustries} id="activity-industries">
        <TreeSelect
          {...search}
          id="activity-industries"
          multiple
          allowClear
          maxTagCount={3}
          style={{ width: '100%' }}
          treeData={tree}
          value={params.companiesIndustryIds}
          onChange={(ids: number[]) => onChange({ companiesIndustryIds: ids })}
          data-testid="activity-industries"
        />
      </Field>
      <Field label={T.companiesObserved} id="activity-observed">
        <Select
          id="activity-observed"
          style={{ width: '100%' }}
          value={params.companiesObserved}
          onChange={(companiesObserved) => onChange({ companiesObserved })}
          options={COMPANIES_OBSERVED.map((v) => ({ value: v, label: COMPANIES_OBSERVED_LABELS[v] }))}
          data-testid="activity-observed"
        />
      </Field>
      <Col xs={24} style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px' }}>
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <Switch
            id="activity-investments-archived"
            size="small"
            checked={params.investmentsWithArchived}
            onChange={(on) => onChange({ investmentsWithArchived: on })}
            data-testid="activity-investments-archived"
          />
          <label htmlFor="activity-investments-archived">{T.investmentsWithArchived}</label>
        </span>
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <Switch
            id="activity-companies-archived"
            size="small"
            checked={params.companiesWithArchived}
            onChange={(on) => onChange({ companiesWithArchived: on })}
            data-testid="activity-companies-archived"
          />
          <label htmlFor="activity-companies-archived">{T.companiesWithArchived}</label>
        </span>
      </Col>
    </Row>
  );
};
