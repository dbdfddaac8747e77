import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { DatesSection } from './dates-section';

const monthCell = (title: string) => document.querySelector(`.ant-picker-cell[title="${title}"]`);

describe('DatesSection: the work front', () => {
  it('offers no month before the publication month (the shared rule would refuse it)', async () => {
    const publishAt = dayjs().add(2, 'month');
    renderAt(
      <Form initialValues={{ publishAt }}>
        <DatesSection publishLocked={false} />
      </Form>,
    );
    fireEvent.mouseDown(screen.getAllByPlaceholderText('Od')[1] as HTMLElement);
    fireEvent.click(screen.getAllByPlaceholderText('Od')[1] as HTMLElement);
    await screen.findAllByText(publishAt.format('YYYY'));
    // the two panels show this year and the next: this month and the two after it are always there
    const disabled = (month: dayjs.Dayjs) => monthCell(month.format('YYYY-MM'))?.className.includes('disabled');
    expect(disabled(dayjs())).toBe(true);
    expect(disabled(publishAt.subtract(1, 'month'))).toBe(true);
    expect(disabled(publishAt)).toBe(false);
  });
});
