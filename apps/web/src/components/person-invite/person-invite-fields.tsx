import { POSITIONS } from '@platform/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import { inviteItem, type PersonErrors, type PersonFields } from './use-person-invite';

const POSITION_OPTIONS = POSITIONS.map((p) => ({ value: p, label: p }));

type Props = {
  idPrefix: string;
  fields: PersonFields;
  errors: PersonErrors;
  set: (name: keyof PersonFields) => (value: string) => void;
};

/** The invited person: name and surname, e-mail and phone side by side (one column on a phone), position. */
export const PersonInviteFields = ({ idPrefix, fields, errors, set }: Props) => {
  const input = (name: Exclude<keyof PersonFields, 'position'>, type = 'text') => (
    <Input id={`${idPrefix}-${name}`} type={type} value={fields[name]} onChange={(e) => set(name)(e.target.value)} />
  );
  const item = (name: keyof PersonFields) => inviteItem(idPrefix, errors, name);
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Imię" {...item('name')}>
            {input('name')}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Nazwisko" {...item('lastName')}>
            {input('lastName')}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Adres e-mail" {...item('email')}>
            {input('email', 'email')}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Telefon" {...item('phone')}>
            {input('phone', 'tel')}
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Stanowisko" {...item('position')}>
        <Select
          id={`${idPrefix}-position`}
          showSearch
          value={fields.position}
          onChange={set('position')}
          options={POSITION_OPTIONS}
          placeholder="Wybierz stanowisko"
        />
      </Form.Item>
    </>
  );
};
