import { ORDER_MESSAGES, type OrderListType, type UserFilter } from '@platform/shared';
import { Button, Empty, Input, List, Modal, Popconfirm, Spin } from 'antd';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useDeleteFilter } from '../api/delete-saved-filter';
import { filterErrorMessage } from '../api/filter-error-message';
import { useSavedFilters } from '../api/get-saved-filters';

type Props = { open: boolean; type: OrderListType; onApply: (filter: UserFilter) => void; onClose: () => void };

/** The user's saved filters with search and delete (after a confirmation); an empty list says 'Brak zapisanych filtrów'. */
export const SavedFiltersDialog = ({ open, type, onApply, onClose }: Props) => {
  const [search, setSearch] = useState('');
  const query = useSavedFilters(type, open);
  const remove = useDeleteFilter();
  const needle = search.trim().toLocaleLowerCase('pl');
  const filters = (query.data ?? []).filter((f) => f.name.toLocaleLowerCase('pl').includes(needle));

  return (
    <Modal open={open} title="Zapisane filtry" footer={null} onCancel={onClose} destroyOnHidden>
      <Input.Search
        placeholder="Szukaj filtra"
        aria-label="Szukaj filtra"
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      {query.isPending ? (
        <Spin />
      ) : query.isError ? (
        <Empty description={ORDER_MESSAGES.filterSomethingWrong} />
      ) : filters.length === 0 ? (
        <Empty description={ORDER_MESSAGES.noSavedFilters} data-testid="no-saved-filters" />
      ) : (
        <List
          dataSource={filters}
          renderItem={(filter) => (
            <List.Item
              data-testid="saved-filter"
              actions={[
                // a deleted filter cannot be brought back: one click must not be enough
                <Popconfirm
                  key="delete"
                  title={`Usunąć filtr „${filter.name}”?`}
                  okText="Usuń"
                  okButtonProps={{ danger: true }}
                  cancelText="Anuluj"
                  onConfirm={() => remove.mutate(filter.id, { onError: (e) => notify.error(filterErrorMessage(e)) })}
                >
                  <Button
                    type="link"
                    danger
                    loading={remove.isPending && remove.variables === filter.id}
                    aria-label={`Usuń filtr ${filter.name}`}
                  >
                    Usuń
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Button type="link" onClick={() => onApply(filter)} style={{ padding: 0 }}>
                {filter.name}
              </Button>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
};
