import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type ExportCell, exportCsv, exportXlsx } from '@/lib/export-table';

export type DataColumn<T> = {
  key: string;
  title: string;
  /** the raw figure (exported as is) */
  value: (row: T) => ExportCell;
  /** how the page shows it (default: the value) */
  render?: (row: T) => ReactNode;
  numeric?: boolean;
};

type Props<T> = {
  caption: string;
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** file name of the export, without extension */
  exportName: string;
  pageSize?: number;
};

/**
 * The accessible table beside each chart: a real table with its caption (screen readers and
 * keyboards get the figures the chart draws), and its export to XLSX and CSV.
 */
export const DataTable = <T,>({ caption, columns, rows, rowKey, exportName, pageSize = 12 }: Props<T>) => {
  const table = () => ({
    fileName: exportName,
    header: columns.map((c) => c.title),
    rows: rows.map((row) => columns.map((c) => c.value(row))),
  });
  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <Typography.Text strong>{caption}</Typography.Text>
        <Space>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            aria-label={`Eksportuj tabelę „${caption}” do XLSX`}
            onClick={() => void exportXlsx(table())}
          >
            XLSX
          </Button>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            aria-label={`Eksportuj tabelę „${caption}” do CSV`}
            onClick={() => exportCsv(table())}
          >
            CSV
          </Button>
        </Space>
      </Space>
      <Table<T>
        size="small"
        rowKey={rowKey}
        dataSource={rows}
        pagination={rows.length > pageSize ? { pageSize, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        aria-label={caption}
        columns={columns.map((c) => ({
          key: c.key,
          title: c.title,
          align: c.numeric ? ('right' as const) : undefined,
          render: (_: unknown, row: T) => (c.render ? c.render(row) : c.value(row)),
        }))}
      />
    </div>
  );
};
