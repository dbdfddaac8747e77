import { Button, Col, Input, Row } from 'antd';
import { type EditPerson, emptyPerson } from '../../lib/offer-form';
import { Field } from '../edit/field';

type Props = { persons: EditPerson[]; onChange: (persons: EditPerson[]) => void };

const FIELDS: { key: Exclude<keyof EditPerson, 'avatar'>; label: string }[] = [
  { key: 'name', label: 'Imię i nazwisko' },
  { key: 'title', label: 'Tytuł' },
  { key: 'positionLine1', label: 'Stanowisko' },
  { key: 'positionLine2', label: 'Stanowisko (druga linia)' },
  { key: 'telephone', label: 'Telefon' },
  { key: 'email', label: 'E-mail' },
];

/** Contact persons of the offer; the first three are shown in the sticky row of the offer. */
export const OfferPersonsFields = ({ persons, onChange }: Props) => {
  const set = (index: number, patch: Partial<EditPerson>) =>
    onChange(persons.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  return (
    <div>
      {persons.map((person, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: persons are edited in place
        <fieldset key={index} className="offer-editor__section">
          <legend>Osoba kontaktowa {index + 1}</legend>
          <Row gutter={16}>
            {FIELDS.map((f) => (
              <Col key={f.key} xs={24} md={8}>
                <Field id={`person-${index}-${f.key}`} label={f.label} required={f.key === 'name'}>
                  <Input
                    id={`person-${index}-${f.key}`}
                    value={person[f.key]}
                    onChange={(e) => set(index, { [f.key]: e.target.value })}
                  />
                </Field>
              </Col>
            ))}
          </Row>
          <Button danger onClick={() => onChange(persons.filter((_, i) => i !== index))}>
            Usuń osobę
          </Button>
        </fieldset>
      ))}
      <Button onClick={() => onChange([...persons, emptyPerson()])}>+ Dodaj osobę kontaktową</Button>
    </div>
  );
};
