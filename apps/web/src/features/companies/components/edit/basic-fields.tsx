import { LIMITS, richTextLength } from '@platform/shared';
import { Checkbox, Col, Input, InputNumber, Row } from 'antd';
import { RichTextEditor } from '@/components/rich-text-editor';
import { Field } from './field';
import type { SectionProps } from './form-types';
import { GusButton } from './gus-button';

/** Tabs and non-breaking spaces become plain spaces when the description loses focus (spec 5). */
const normalizeSpaces = (html: string | null) => (html ? html.replace(/[\t\u00a0]|&nbsp;/g, ' ') : html);

/** Name, NIP (with the GUS lookup for admins), former name, established, turnover, description. */
export const BasicFields = ({ values, update, errors, isAdmin }: SectionProps) => {
  const descriptionLength = richTextLength(values.description ?? '');
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Field id="company-name" label="Nazwa firmy" error={errors.name} required>
            <Input
              id="company-name"
              value={values.name}
              onChange={(e) => update((v) => ({ ...v, name: e.target.value }))}
            />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field id="company-former-name" label="Dawna nazwa">
            <Input
              id="company-former-name"
              value={values.formerName ?? ''}
              onChange={(e) => update((v) => ({ ...v, formerName: e.target.value }))}
            />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field
            id="company-nip"
            label="NIP"
            error={errors.nip}
            required={!isAdmin}
            extra={isAdmin && <GusButton nip={values.nip} update={update} />}
          >
            <Input
              id="company-nip"
              placeholder="000-000-00-00"
              value={values.nip ?? ''}
              onChange={(e) => update((v) => ({ ...v, nip: e.target.value }))}
            />
          </Field>
        </Col>
        <Col xs={12} md={8}>
          <Field id="company-established" label="Rok założenia" error={errors.established}>
            <InputNumber
              id="company-established"
              style={{ width: '100%' }}
              value={values.established}
              onChange={(year) => update((v) => ({ ...v, established: typeof year === 'number' ? year : null }))}
            />
          </Field>
        </Col>
        <Col xs={12} md={8}>
          <Field id="company-turnover" label="Obrót roczny (mln zł)" error={errors.turnover}>
            <Input
              id="company-turnover"
              placeholder="np. 12,5"
              value={values.turnover ?? ''}
              onChange={(e) => update((v) => ({ ...v, turnover: e.target.value }))}
            />
          </Field>
        </Col>
      </Row>
      <Field
        id="company-description"
        label="Opis firmy"
        error={errors.description}
        required={!isAdmin}
        extra={`${descriptionLength} / ${LIMITS.companyDescriptionMax} znaków (minimum ${LIMITS.companyDescriptionMin})`}
      >
        <RichTextEditor
          id="company-description"
          aria-label="Opis firmy"
          minHeight={160}
          status={errors.description ? 'error' : undefined}
          value={values.description}
          onChange={(description) => update((v) => ({ ...v, description }))}
          onBlur={() => update((v) => ({ ...v, description: normalizeSpaces(v.description) }))}
        />
      </Field>
      <Checkbox
        checked={values.isProducerOrSupplier}
        onChange={(e) => update((v) => ({ ...v, isProducerOrSupplier: e.target.checked }))}
      >
        Firma jest producentem lub dostawcą
      </Checkbox>
    </>
  );
};
