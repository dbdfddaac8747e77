import { type CompanyBasicsInput, LIMITS, normalizePhone } from '@platform/shared';
import { Col, Input, Row } from 'antd';
import { Field } from './field';
import type { SectionProps } from './form-types';
import { ValuesListField } from './values-list-field';

type ListKey =
  | 'companyEmail'
  | 'recommendationEmail'
  | 'personalEmail'
  | 'unverifiedEmail'
  | 'companyPhones'
  | 'mobilePhone';
type LinkKey = 'www' | 'facebook' | 'instagram' | 'linkedIn';

const LISTS: { key: ListKey; label: string; add: string; phone?: boolean; admin?: boolean; max?: number }[] = [
  { key: 'companyEmail', label: 'E-mail firmowy', add: 'Dodaj e-mail' },
  { key: 'companyPhones', label: 'Telefon firmowy', add: 'Dodaj telefon', phone: true },
  { key: 'recommendationEmail', label: 'E-mail do rekomendacji', add: 'Dodaj e-mail' },
  { key: 'personalEmail', label: 'E-mail osobisty', add: 'Dodaj e-mail', admin: true },
  { key: 'mobilePhone', label: 'Telefon komórkowy', add: 'Dodaj telefon', phone: true, admin: true },
  {
    key: 'unverifiedEmail',
    label: 'E-maile niezweryfikowane',
    add: 'Dodaj e-mail',
    admin: true,
    max: LIMITS.unverifiedEmailsMax,
  },
];

const LINKS: { key: LinkKey; label: string; placeholder: string }[] = [
  { key: 'www', label: 'Strona internetowa', placeholder: 'https://www.firma.pl' },
  { key: 'linkedIn', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/company/...' },
  { key: 'facebook', label: 'Facebook', placeholder: 'https://www.facebook.com/...' },
  { key: 'instagram', label: 'Instagram', placeholder: 'https://www.instagram.com/...' },
];

/** E-mails and phones (up to 5 each, unverified e-mails up to 100) and the links of the company. */
export const ContactFields = ({ values, update, errors, isAdmin }: SectionProps) => {
  const setList = (key: ListKey, list: string[]) =>
    update((v) => ({ ...v, contact: { ...v.contact, [key]: { ...v.contact[key], values: list } } }));
  const setLink = (key: LinkKey, link: string) => update((v) => ({ ...v, contact: { ...v.contact, [key]: link } }));
  const contact: CompanyBasicsInput['contact'] = values.contact;
  return (
    <Row gutter={16}>
      {LISTS.filter((l) => isAdmin || !l.admin).map((l) => (
        <Col key={l.key} xs={24} md={12}>
          <ValuesListField
            id={`contact-${l.key}`}
            field={`contact.${l.key}`}
            label={l.label}
            values={contact[l.key].values}
            max={l.max ?? LIMITS.contactValuesMax}
            required={l.key === 'companyEmail' && !isAdmin}
            placeholder={l.phone ? '+48 (00) 000 00 00' : 'biuro@firma.pl'}
            addLabel={l.add}
            // shown as stored: '+48 600 100 200' becomes '600 100 200' when the field is left (spec 5 formats)
            normalize={l.phone ? normalizePhone : undefined}
            errors={errors}
            onChange={(list) => setList(l.key, list)}
          />
        </Col>
      ))}
      {LINKS.map((l) => (
        <Col key={l.key} xs={24} md={12}>
          <Field id={`contact-${l.key}`} label={l.label} error={errors[`contact.${l.key}`]}>
            <Input
              id={`contact-${l.key}`}
              placeholder={l.placeholder}
              value={contact[l.key] ?? ''}
              onChange={(e) => setLink(l.key, e.target.value)}
            />
          </Field>
        </Col>
      ))}
    </Row>
  );
};
