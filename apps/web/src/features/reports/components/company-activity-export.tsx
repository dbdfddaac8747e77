import { COMPANY_ACTIVITY_TEXTS as T } from '@platform/shared';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { type ExportCell, exportCsv, exportXlsx } from '@/lib/export-table';
import { notify } from '@/lib/notify';

/** One exported column: its header and the raw figure of a row. */
export type ExportColumn<R> = { title: string; value: (row: R) => ExportCell };

type Props<R> = { rows: () => Promise<R[]> | R[]; columns: ExportColumn<R>[]; fileName: string; testId: string };

/**
 * XLSX and CSV export of a table whose rows are fetched first (every partner, not the page shown);
 * a table held whole on the page exports from its DataTable.
 */
export function CompanyActivityExport<R>({ rows, columns, fileName, testId }: Props<R>) {
  const [busy, setBusy] = useState(false);
  const run = async (format: 'xlsx' | 'csv') => {
    setBusy(true);
    try {
      const table = {
        fileName,
        header: columns.map((c) => c.title),
        rows: (await rows()).map((row) => columns.map((c) => c.value(row))),
      };
      if (format === 'xlsx') await exportXlsx(table);
      else exportCsv(table);
    } catch {
      notify.error('Nie udało się wyeksportować tabeli.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={8} data-testid={testId}>
      <Button size="small" loading={busy} onClick={() => run('xlsx')}>
        {T.exportXlsx}
      </Button>
      <Button size="small" loading={busy} onClick={() => run('csv')}>
        {T.exportCsv}
      </Button>
    </Space>
  );
}
