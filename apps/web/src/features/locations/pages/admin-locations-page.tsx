import { DEBOUNCE, LOCATION_MESSAGES, type Location } from '@platform/shared';
import { Breadcrumb, Button, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { LocationModal } from '../components/location-modal';
import { LocationsTable } from '../components/locations-table';

/** /admin-panel/lokalizacje/ (superadmin, spec 2.11): the location list and its add/edit modal. */
export const AdminLocationsPage = () => {
  const [page, setPage] = useState(0);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), DEBOUNCE.search);
  // undefined: closed; null: a new location; a location: editing it
  const [editing, setEditing] = useState<Location | null | undefined>(undefined);
  return (
    <PageContainer
      title={paths.admin.locations.title}
      extra={
        <Button type="primary" onClick={() => setEditing(null)}>
          {LOCATION_MESSAGES.addTitle}
        </Button>
      }
    >
      <Breadcrumb
        style={{ marginBottom: 16 }}
        items={[
          { title: <Link to={paths.home.to()}>Strona główna</Link> },
          { title: <Link to={paths.admin.panel.to()}>Panel administracyjny</Link> },
          { title: 'Lokalizacje' },
        ]}
      />
      <Input.Search
        aria-label="Szukaj lokalizacji"
        placeholder="Szukaj po nazwie miejscowości"
        allowClear
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setPage(0);
        }}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      <LocationsTable page={page} search={search} onPage={setPage} onEdit={setEditing} />
      {editing !== undefined && (
        <LocationModal key={editing?.id ?? 'new'} location={editing} onClose={() => setEditing(undefined)} />
      )}
    </PageContainer>
  );
};
