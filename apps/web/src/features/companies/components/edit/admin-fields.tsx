import { Col, Input, Row, Switch } from 'antd';
import { Field } from './field';
import type { SectionProps } from './form-types';

/** Admin-only flags and notes (spec 6): deactivated card, bankruptcy, admin info. */
export const AdminFields = ({ values, update }: SectionProps) => (
  <Row gutter={16}>
    <Col xs={24} md={6}>
      <Field id="admin-deactivated" label="Wizytówka dezaktywowana">
        <Switch
          id="admin-deactivated"
          checked={values.deactivated === true}
          onChange={(deactivated) => update((v) => ({ ...v, deactivated }))}
        />
      </Field>
    </Col>
    <Col xs={24} md={6}>
      <Field id="admin-bankruptcy" label="W upadłości">
        <Switch
          id="admin-bankruptcy"
          checked={values.inBankruptcy === true}
          onChange={(inBankruptcy) => update((v) => ({ ...v, inBankruptcy }))}
        />
      </Field>
    </Col>
    <Col xs={24} md={12}>
      <Field id="admin-info" label="Informacje administracyjne">
        <Input.TextArea
          id="admin-info"
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={values.adminInfo ?? ''}
          onChange={(e) => update((v) => ({ ...v, adminInfo: e.target.value }))}
        />
      </Field>
    </Col>
  </Row>
);
