import {
  CONNECTIONS_PAGE_MAX,
  CONNECTIONS_TABLE_SIZE,
  type CompanyActivityParams,
  type CompanyConnection,
  formatNumber,
  formatPln,
  COMPANY_ACTIVITY_TEXTS as T,
} from '@platform/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { companyConnectionsQueryOptions, useCompanyConnections } from '../api/company-activity-connections';
import { CompanyActivityExport, type ExportColumn } from './company-activity-export';

const exportColumns: ExportColumn<CompanyConnection>[] = [
  { title: T.partner, value: (c) => c.company.name },
  { title: T.partnerIndustries, value: (c) => c.industries.map((i) => i.name).join(', ') },
  { title: T.sharedCount, value: (c) => c.sharedCount },
  { title: `${T.sharedValue} (zł)`, value: (c) => c.sharedValue },
  { title: T.followed, value: (c) => (c.followed ? 'tak' : 'nie') },
];

/** The partners as a table, paged on the server; the export takes the first CONNECTIONS_PAGE_MAX of them. */
export const ConnectionsTable = ({ params }: { params: CompanyActivityParams }) => {
  const [page, setPage] = useState(0);
  const list = useCompanyConnections(params, page, CONNECTIONS_TABLE_SIZE);
  const queryClient = useQueryClient();
  const all = async () =>
    (await queryClient.fetchQuery(companyConnectionsQueryOptions(params, 0, CONNECTIONS_PAGE_MAX))).content;
  return (
    <Card size="small">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}>
        <strong>{T.connections}</strong>
        <CompanyActivityExport
          rows={all}
          columns={exportColumns}
          fileName="powiazania-firm"
          testId="export-connections"
        />
      </div>
      <Table<CompanyConnection>
        size="small"
        data-testid="connections-table"
        aria-label={T.connections}
        loading={list.isFetching}
        dataSource={list.data?.content ?? []}
        rowKey={(c) => c.company.id}
        locale={{ emptyText: T.noConnections }}
        scroll={{ x: 640 }}
        pagination={{
          current: page + 1,
          pageSize: CONNECTIONS_TABLE_SIZE,
          total: list.data?.totalElements ?? 0,
          showSizeChanger: false,
          onChange: (p) => setPage(p - 1),
        }}
        columns={[
          {
            title: T.partner,
            key: 'name',
            render: (_, c) => (
              <>
                <Link to={paths.company.to(c.company.id)}>{c.company.name}</Link>
                {c.followed && (
                  <Tag color="green" style={{ marginLeft: 8 }}>
                    {T.followed}
                  </Tag>
                )}
              </>
            ),
          },
          {
            title: T.partnerIndustries,
            key: 'industries',
            render: (_, c) => c.industries.map((i) => i.name).join(', '),
          },
          { title: T.sharedCount, dataIndex: 'sharedCount', align: 'right', render: (v: number) => formatNumber(v) },
          { title: T.sharedValue, dataIndex: 'sharedValue', align: 'right', render: (v: number) => formatPln(v) },
        ]}
      />
    </Card>
  );
};
