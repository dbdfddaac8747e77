import { AutoComplete } from 'antd';
import { useState } from 'react';
import { useCompanyAutocomplete } from '@/lib/reference/company-autocomplete';

type Props = {
  value?: number | null;
  onChange?: (id: number | null) => void;
  disabled?: boolean;
  initialText?: string;
};

/** Requester company by name or NIP (autocomplete debounced 350 ms); the value is the company id. */
export const CompanyPicker = ({ onChange, disabled, initialText }: Props) => {
  const [text, setText] = useState(initialText ?? '');
  const companies = useCompanyAutocomplete(text);
  return (
    <AutoComplete
      value={text}
      disabled={disabled}
      onChange={(value: string) => {
        setText(value);
        onChange?.(null);
      }}
      onSelect={(_value: string, option: { label: string; companyId: number }) => {
        setText(option.label);
        onChange?.(option.companyId);
      }}
      options={(companies.data?.content ?? []).map((c) => ({ value: String(c.id), label: c.name, companyId: c.id }))}
      placeholder="Wpisz nazwę lub NIP firmy"
      aria-label="Firma zlecająca"
    />
  );
};
