import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FormSection } from './form-section';

const beforeToday = (d: Dayjs) => d.isBefore(dayjs().startOf('day'));

/** Offer deadline (both ends, not before today), work front (months) and publication date (spec 5). */
export const DatesSection = ({ publishLocked }: { publishLocked: boolean }) => (
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
