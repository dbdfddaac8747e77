import type { OrderInvestment } from '@platform/shared';
import { Button, Form, Input, Select, Space } from 'antd';
import { FormSection } from './form-section';

type Props = { adminInvestment: OrderInvestment | null };

/** Technology preferences and the description; staff may insert the investment's texts (spec 5). */
export const DescriptionSection = ({ adminInvestment }: Props) => {
  const form = Form.useFormInstance();
  const append = (text: string) => {
    const current = (form.getFieldValue('description') as string) ?? '';
    form.setFieldValue('description', current.trim() ? `${current.trim()}\n\n${text}` : text);
  };
  return (
    <>
      <FormSection title="Technologia" testId="section-technology">
        <Form.Item name="producerPreference" label="Preferowani producenci">
          <Select
            mode="tags"
            tokenSeparators={[',']}
            open={false}
            placeholder="Wpisz i zatwierdź Enterem"
            aria-label="Preferowani producenci"
          />
        </Form.Item>
        <Form.Item name="technologyPreference" label="Preferowane technologie" style={{ marginBottom: 0 }}>
          <Select
            mode="tags"
            tokenSeparators={[',']}
            open={false}
            placeholder="Wpisz i zatwierdź Enterem"
            aria-label="Preferowane technologie"
          />
        </Form.Item>
      </FormSection>
      <FormSection title="Opis i dokumentacja" testId="section-description">
        {adminInvestment && (
          <Space wrap style={{ marginBottom: 8 }}>
            <Button
              size="small"
              disabled={!adminInvestment.constructionDescription}
              onClick={() => append(adminInvestment.constructionDescription ?? '')}
            >
              Wstaw opis budowy
            </Button>
            <Button
              size="small"
              disabled={!adminInvestment.params.length}
              onClick={() => append(adminInvestment.params.map((p) => `${p.label}: ${p.value}`).join('\n'))}
            >
              Wstaw parametry techniczne
            </Button>
          </Space>
        )}
        <Form.Item name="description" label="Opis zlecenia">
          <Input.TextArea rows={6} maxLength={20000} showCount aria-label="Opis zlecenia" />
        </Form.Item>
        <Form.List name="documents">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
                  <Form.Item name={[field.name, 'url']} style={{ minWidth: 320 }}>
                    <Input placeholder="https://" aria-label="Link do dokumentu" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'name']}>
                    <Input placeholder="Nazwa (opcjonalnie)" aria-label="Nazwa dokumentu" />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    Usuń
                  </Button>
                </Space>
              ))}
              <Button onClick={() => add({ url: '', name: '' })}>Dodaj link do dokumentu</Button>
            </>
          )}
        </Form.List>
      </FormSection>
    </>
  );
};
