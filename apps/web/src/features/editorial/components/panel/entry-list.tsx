import { DEBOUNCE, EDITORIAL_LIMITS, EDITORIAL_MESSAGES } from '@platform/shared';
import { Button, Input, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDeleteEntry } from '../../api/delete-entry';
import { type ListQuery, useEntries } from '../../api/list-entries';
import type { PanelResource } from '../../lib/panel-resource';
import { LinkSelect } from './link-select';
import './panel.css';

type Props<T> = { resource: PanelResource<T>; onEdit: (item: T) => void };

/** The one list of the editors panel: search, the kind's filters, 20 per page, edit, preview, delete. */
export const EntryList = <T,>({ resource, onEdit }: Props<T>) => {
  const [page, setPage] = useState(0);
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<Record<string, string | number | undefined>>({});
  const search = useDebouncedValue(text.trim(), DEBOUNCE.search);
  const query: ListQuery = { page, search, ...filters };
  const list = useEntries(resource.apiPath, resource.itemSchema, query);
  const remove = useDeleteEntry(resource.apiPath);
  const setFilter = (name: string, value: string | number | undefined) => {
    setFilters((f) => ({ ...f, [name]: value }));
    setPage(0);
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={resource.searchPlaceholder}
          placeholder={resource.searchPlaceholder}
          allowClear
          maxLength={EDITORIAL_LIMITS.searchMax}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(0);
          }}
          style={{ width: 280 }}
        />
        {resource.filters?.map((f) => (
          <div key={f.name} className="entry-list__filter">
            {f.kind === 'select' ? (
              <Select
                aria-label={f.label}
                placeholder={f.label}
                allowClear
                options={f.options}
                value={filters[f.name]}
                onChange={(v) => setFilter(f.name, v)}
                style={{ width: '100%' }}
              />
            ) : (
              <LinkSelect
                resource={f.resource}
                multiple={false}
                ariaLabel={f.label}
                placeholder={f.label}
                value={(filters[f.name] as number | undefined) ?? null}
                onChange={(v) => setFilter(f.name, (v as number | null) ?? undefined)}
              />
            )}
          </div>
        ))}
      </Space>
      <Table<T>
        rowKey={(item) => resource.idOf(item)}
        loading={list.isFetching}
        dataSource={list.data?.content ?? []}
        scroll={{ x: 640 }}
        locale={{ emptyText: 'Brak wpisów' }}
        pagination={{
          current: page + 1,
          pageSize: EDITORIAL_LIMITS.pageSize,
          total: list.data?.totalElements ?? 0,
          showSizeChanger: false,
          onChange: (p) => setPage(p - 1),
        }}
        columns={[
          ...resource.columns.map((c) => ({
            key: c.key,
            title: c.title,
            width: c.width,
            render: (_: unknown, item: T) => c.render(item),
          })),
          {
            key: 'actions',
            title: 'Akcje',
            width: 240,
            render: (_: unknown, item: T) => (
              <Space wrap size={4}>
                <Button size="small" onClick={() => onEdit(item)}>
                  Edytuj
                </Button>
                {resource.previewPath && (
                  <Link to={resource.previewPath(item)} target="_blank" rel="noopener">
                    Podgląd
                  </Link>
                )}
                <Popconfirm
                  title={`Usunąć „${resource.titleOf(item)}”?`}
                  description={EDITORIAL_MESSAGES.deleteConfirm}
                  okText="Usuń"
                  cancelText="Anuluj"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutateAsync(resource.idOf(item))}
                >
                  <Button size="small" danger>
                    Usuń
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
};
