import { districtDisplayName, LOCATION_MESSAGES, LOCATIONS_PAGE_SIZE, type Location } from '@platform/shared';
import { Button, Popconfirm, Space, Table } from 'antd';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useDeleteLocation } from '../api/delete-location';
import { useLocations } from '../api/get-locations';

type Props = {
  page: number;
  search: string;
  onPage: (page: number) => void;
  onEdit: (location: Location) => void;
};

/** Miasto / Powiat / Województwo / Akcja, 20 rows a page, no size changer (spec 2.11). */
export const LocationsTable = ({ page, search, onPage, onEdit }: Props) => {
  const { data, isFetching } = useLocations(page, search);
  const remove = useDeleteLocation();
  const onDelete = (location: Location) =>
    remove.mutate(location.id, {
      onSuccess: () => notify.success(LOCATION_MESSAGES.deleted),
      onError: (error) =>
        notify.error(isApiError(error) && error.status === 409 ? error.message : LOCATION_MESSAGES.deleteFailed),
    });
  return (
    <Table<Location>
      rowKey="id"
      loading={isFetching}
      dataSource={data?.content ?? []}
      scroll={{ x: 560 }}
      pagination={{
        current: page + 1,
        pageSize: LOCATIONS_PAGE_SIZE,
        total: data?.totalElements ?? 0,
        showSizeChanger: false,
        onChange: (next) => onPage(next - 1),
      }}
      columns={[
        { title: 'Miasto', dataIndex: 'name', key: 'name' },
        {
          title: 'Powiat',
          key: 'district',
          render: (_, l) => (l.district ? districtDisplayName(l.district.name) : '—'),
        },
        { title: 'Województwo', key: 'province', render: (_, l) => l.province?.name ?? '—' },
        {
          title: 'Akcja',
          key: 'action',
          render: (_, l) => (
            <Space>
              <Button size="small" onClick={() => onEdit(l)}>
                Edytuj
              </Button>
              <Popconfirm
                title={LOCATION_MESSAGES.deleteConfirm(l.name)}
                okText="Tak"
                cancelText="Nie"
                onConfirm={() => onDelete(l)}
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
  );
};
