import { AutoComplete } from 'antd';
import { useState } from 'react';
import { useCompanyAutocomplete } from '@/lib/reference/company-autocomplete';

type Props = { onCompany: (companyId: number | null) => void; id?: string; testId?: string };

/**
 * A company by name or NIP (autocomplete, 350 ms). Choosing an option sets the company; typing other
 * text forgets it (antd calls onChange with the option's value on a choice too, so that one keeps it).
 */
export const CompanyField = ({ onCompany, id, testId }: Props) => {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const suggestions = useCompanyAutocomplete(text);
  return (
    <AutoComplete
      id={id}
      value={text}
      onChange={(value) => {
        setText(value);
        if (value !== chosen) {
          setChosen(null);
          onCompany(null);
        }
      }}
      onSelect={(value, option) => {
        setChosen(value);
        setText(value);
        onCompany(Number(option.key));
      }}
      options={(suggestions.data?.content ?? []).map((c) => ({
        key: String(c.id),
        value: `${c.name} (${c.nip ?? 'brak NIP'})`,
        label: c.name,
      }))}
      placeholder="Wpisz nazwę lub NIP"
      data-testid={testId}
    />
  );
};
