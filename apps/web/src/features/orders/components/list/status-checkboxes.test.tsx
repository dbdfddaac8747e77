import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusCheckboxes } from './status-checkboxes';

describe('status checkboxes', () => {
  it('show counts in Polish grouping, a capped one with a plus', () => {
    render(
      <StatusCheckboxes
        offered={['RELEASED', 'ARCHIVED']}
        selected={['RELEASED']}
        counts={{
          RELEASED: { status: 'RELEASED', count: 10_000, capped: true },
          ARCHIVED: { status: 'ARCHIVED', count: 1234, capped: false },
        }}
        onChange={() => undefined}
      />,
    );
    const text = (id: string) => screen.getByTestId(id).closest('label')?.textContent?.replace(/\s/g, ' ');
    expect(text('status-RELEASED')).toContain('(10 000+)');
    // four digits grouped too, as every number of the platform ('1 621,5 mln zł')
    expect(text('status-ARCHIVED')).toContain('(1 234)');
  });
});
