import { normalizePhone } from '@platform/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ValuesListField } from './values-list-field';

const Phones = () => {
  const [values, setValues] = useState<string[]>([]);
  return (
    <ValuesListField
      id="phones"
      field="contact.companyPhones"
      label="Telefon firmowy"
      values={values}
      max={5}
      addLabel="Dodaj telefon"
      errors={{}}
      normalize={normalizePhone}
      onChange={setValues}
    />
  );
};

describe('phone entries of the company edit', () => {
  it("take the spec's format when the field is left: '+48 600 100 200' → '600 100 200'", () => {
    render(<Phones />);
    const input = screen.getByLabelText('Telefon firmowy') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '+48 600 100 200' } });
    expect(input.value).toBe('+48 600 100 200');
    fireEvent.blur(input);
    expect(input.value).toBe('600 100 200');
    fireEvent.change(input, { target: { value: '22 123 45 67' } });
    fireEvent.blur(input);
    expect(input.value).toBe('+48 (22) 123 45 67');
  });
});
