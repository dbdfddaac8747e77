import { isWorkFrontMonthOpen } from '@platform/shared';
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FormSection } from '@/components/form-section';

const beforeToday = (d: Dayjs) => d.isBefore(dayjs().startOf('day'));

/**
 * Offer deadline (both ends, not before today), work front (months) and publication date (spec 5).
 * The work-front months before the publication month (today's without a date) cannot be picked: the
 * shared rule would refuse a front lying wholly before it.
 */
export const DatesSection = ({ publishLocked }: { publishLocked: boolean }) => {
  const publishAt = Form.useWatch<Dayjs | null | undefined>('publishAt');
  const publication = publishAt ? publishAt.toDate() : new Date();
  const closedMonth = (d: Dayjs) => !isWorkFrontMonthOpen(d.format('YYYY-MM'), publication);
  return (
    <>
      <FormSection title="Termin składania ofert" testId="section-offer-deadline">
        <Form.Item name="offerDeadline" style={{ marginBottom: 0 }}>
          <DatePicker.RangePicker
            format="DD.MM.YYYY"
            placeholder={['Od', 'Do']}
            disabledDate={beforeToday}
            aria-label="Termin składania ofert"
            data-testid="offer-deadline"
          />
        </Form.Item>
      </FormSection>
      <FormSection title="Front robót" testId="section-work-front">
        <Form.Item name="workDeadline" style={{ marginBottom: 0 }}>
          <DatePicker.RangePicker
            picker="month"
            format="MM.YYYY"
            placeholder={['Od', 'Do']}
            allowEmpty={[true, true]}
            disabledDate={closedMonth}
            aria-label="Front robót"
            data-testid="work-deadline"
          />
        </Form.Item>
      </FormSection>
      <FormSection title="Data publikacji" testId="section-publish-at">
        <Form.Item
          name="publishAt"
          style={{ marginBottom: 0 }}
          extra="Zlecenie z przyszłą datą publikacji zostanie zaplanowane do publikacji."
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="DD.MM.YYYY HH:mm"
            disabled={publishLocked}
            disabledDate={beforeToday}
            aria-label="Data publikacji"
          />
        </Form.Item>
      </FormSection>
    </>
  );
};
