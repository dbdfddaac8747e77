import { Button, DatePicker, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSetQuestionDeadline } from '../api/set-question-deadline';

const ISO = 'YYYY-MM-DD';

/**
 * The requester's question deadline: a day from today up to the day before the offer deadline
 * (the server holds the same rule and answers its Polish reason otherwise).
 */
export const QuestionDeadlineForm = ({
  orderId,
  current,
  offerDeadlineTo,
}: {
  orderId: number;
  current: string | null;
  offerDeadlineTo: string | null;
}) => {
  const [day, setDay] = useState<Dayjs | null>(current ? dayjs(current) : null);
  const save = useSetQuestionDeadline(orderId);
  const changed = (day?.format(ISO) ?? null) !== current;
  useUnsavedChanges(changed);
  const outside = (d: Dayjs) =>
    d.isBefore(dayjs().startOf('day')) || (offerDeadlineTo !== null && !d.isBefore(dayjs(offerDeadlineTo), 'day'));
  const submit = async () => {
    if (!day) return;
    try {
      await save.mutateAsync(day.format(ISO));
      notify.success('Termin zadawania pytań został zapisany.');
    } catch (error) {
      notify.error(isApiError(error) ? error.message : 'Nie udało się zapisać terminu pytań.');
    }
  };
  return (
    <Space wrap align="center" data-testid="question-deadline-form">
      <Typography.Text>Termin zadawania pytań:</Typography.Text>
      <DatePicker
        value={day}
        onChange={setDay}
        format="DD.MM.YYYY"
        disabledDate={outside}
        allowClear={false}
        aria-label="Termin zadawania pytań"
      />
      <Button onClick={() => void submit()} disabled={!changed || !day} loading={save.isPending}>
        Zapisz termin
      </Button>
    </Space>
  );
};
