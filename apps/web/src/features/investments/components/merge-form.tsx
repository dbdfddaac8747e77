import { STAGE_PANEL_TEXTS as T } from '@platform/shared';
import { Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useMergeInvestments } from '../api/merge-investments';
import { InvestmentPicker } from './investment-picker';

/** 'Połącz duplikaty': the chosen duplicate's participations and orders move here, and it is deleted. */
export const MergeForm = ({ investmentId }: { investmentId: number }) => {
  const [duplicateId, setDuplicateId] = useState<number | null>(null);
  const merge = useMergeInvestments(investmentId);
  const submit = () =>
    duplicateId &&
    merge.mutate(
      { duplicateId },
      {
        onSuccess: () => {
          setDuplicateId(null);
          notify.success('Połączono inwestycje.');
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  return (
    <Card size="small" title={T.merge} style={{ marginTop: 16 }}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          Wybierz duplikat tej inwestycji: jego uczestnicy, zlecenia, obserwujący i historia przejdą do tej inwestycji,
          a duplikat zostanie usunięty.
        </Typography.Text>
        <InvestmentPicker value={duplicateId} onChange={setDuplicateId} />
        <Popconfirm
          title="Połączyć inwestycje?"
          description="Duplikat zostanie usunięty. Tej operacji nie można cofnąć."
          okText="Połącz"
          cancelText="Anuluj"
          onConfirm={submit}
          disabled={!duplicateId || duplicateId === investmentId}
        >
          <Button danger disabled={!duplicateId || duplicateId === investmentId} loading={merge.isPending}>
            {T.merge}
          </Button>
        </Popconfirm>
      </Space>
    </Card>
  );
};
