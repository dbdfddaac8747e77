import { Alert, Form, Select } from 'antd';
import { useState } from 'react';
import { FormSection } from '@/components/form-section';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api-error';
import { useMyInvestments } from '@/lib/investments/get-my-investments';

/** Investment of a client's order: one of the company's active investments (GET /investments?byMyCompany=true). */
export const InvestmentSection = ({ locked, current }: { locked: boolean; current?: { id: number; name: string } }) => {
  const [search, setSearch] = useState('');
  const query = useMyInvestments(useDebouncedValue(search.trim(), 350), 0, 50, !locked);
  const options = (query.data?.content ?? []).map((i) => ({
    value: i.id,
    label: `${i.name}${i.city ? ` (${i.city})` : ''}`,
  }));
  if (current && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: current.name });

  return (
    <FormSection title="Inwestycja" testId="section-investment">
      {query.isError && !search && (
        <Alert type="warning" showIcon title={errorMessage(query.error)} style={{ marginBottom: 12 }} />
      )}
      <Form.Item name="investmentId" label="Wybierz inwestycję" style={{ marginBottom: 0 }}>
        <Select
          showSearch
          filterOption={false}
          onSearch={setSearch}
          disabled={locked}
          loading={query.isFetching}
          options={options}
          placeholder="Wybierz inwestycję"
          aria-label="Wybierz inwestycję"
          notFoundContent="Brak inwestycji"
        />
      </Form.Item>
    </FormSection>
  );
};
