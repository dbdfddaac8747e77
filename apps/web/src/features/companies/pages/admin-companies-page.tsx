import { DEBOUNCE } from '@platform/shared';
import { Breadcrumb, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { CompaniesTable } from '../components/admin/companies-table';

/** /admin-panel/firmy/: breadcrumb, search by name or NIP (500 ms debounce) and the company table. */
export const AdminCompaniesPage = () => {
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const search = useDebouncedValue(text.trim(), DEBOUNCE.search);
  return (
    <PageContainer title={paths.admin.companies.title}>
      <Breadcrumb
        style={{ marginBottom: 16 }}
        items={[
          { title: <Link to={paths.admin.panel.to()}>{paths.admin.panel.title}</Link> },
          { title: paths.admin.companies.title },
        ]}
      />
      <Input.Search
        aria-label="Szukaj firmy"
        placeholder="Szukaj po nazwie lub NIP"
        allowClear
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setPage(0);
        }}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      <CompaniesTable page={page} search={search} onPage={setPage} />
    </PageContainer>
  );
};
