import { Avatar, Button, Col, Input, Row } from 'antd';
import { type EditPerson, emptyPerson } from '../../lib/offer-form';
import { Field } from '../edit/field';
import { AttachmentsInput } from './attachments-input';

type Props = {
  persons: EditPerson[];
  onChange: (persons: EditPerson[]) => void;
  /** a save was refused: show what is missing */
  invalid: boolean;
  onUploadingChange: (uploading: boolean, key: string) => void;
};

const FIELDS: { key: Exclude<keyof EditPerson, 'avatar' | 'key'>; label: string }[] = [
  { key: 'name', label: 'Imię i nazwisko' },
  { key: 'title', label: 'Tytuł' },
  { key: 'positionLine1', label: 'Stanowisko' },
  { key: 'positionLine2', label: 'Stanowisko (druga linia)' },
  { key: 'telephone', label: 'Telefon' },
  { key: 'email', label: 'E-mail' },
];

/** Contact persons of the offer, each with an optional photo; the first three are shown in the sticky row. */
export const OfferPersonsFields = ({ persons, onChange, invalid, onUploadingChange }: Props) => {
  const set = (index: number, patch: Partial<EditPerson>) =>
    onChange(persons.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  return (
    <div>
      {persons.map((person, index) => (
        <fieldset key={person.key} className="offer-editor__section" data-testid={`offer-person-${index}`}>
          <legend>Osoba kontaktowa {index + 1}</legend>
          <Row gutter={16}>
            {FIELDS.map((f) => (
              <Col key={f.key} xs={24} md={8}>
                <Field
                  id={`person-${index}-${f.key}`}
                  label={f.label}
                  required={f.key === 'name'}
                  error={invalid && f.key === 'name' && !person.name.trim() ? 'To pole jest wymagane' : undefined}
                >
                  <Input
                    id={`person-${index}-${f.key}`}
                    value={person[f.key]}
                    onChange={(e) => set(index, { [f.key]: e.target.value })}
                  />
                </Field>
              </Col>
            ))}
          </Row>
          <Field id={`person-${index}-avatar`} label="Zdjęcie">
            <div className="offer-editor__avatar">
              <Avatar size={64} src={person.avatar?.url} alt={person.avatar ? person.name || 'Zdjęcie' : undefined}>
                {person.name.trim().slice(0, 1).toUpperCase() || '?'}
              </Avatar>
              <AttachmentsInput
                images
                thumbnails={false}
                maxFiles={1}
                testId={`person-${index}-avatar`}
                value={person.avatar ? [person.avatar] : []}
                onChange={(files) => set(index, { avatar: files[files.length - 1] ?? null })}
                onUploadingChange={onUploadingChange}
              />
            </div>
          </Field>
          <Button danger onClick={() => onChange(persons.filter((_, i) => i !== index))}>
            Usuń osobę
          </Button>
        </fieldset>
      ))}
      <Button onClick={() => onChange([...persons, emptyPerson()])}>+ Dodaj osobę kontaktową</Button>
    </div>
  );
};
