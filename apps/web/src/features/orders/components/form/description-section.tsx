import type { OrderInvestment } from '@platform/shared';
import { Button, Form, Input, Select, Space } from 'antd';
import { FormSection } from '@/components/form-section';
import { RichTextEditor } from '@/components/rich-text-editor';
import { appendPlainText } from '@/components/rich-text-editor/rich-text';

type Props = { adminInvestment: OrderInvestment | null };

/** Technology preferences and the description; staff may insert the investment's texts (spec 5). */
export const DescriptionSection = ({ adminInvestment }: Props) => {
  const form = Form.useFormInstance();
  // the investment's texts are plain: they are added as paragraphs after the description
  const append = (text: string) =>
    form.setFieldValue('description', appendPlainText(form.getFieldValue('description') as string | null, text));
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
          <RichTextEditor aria-label="Opis zlecenia" maxTextLength={20000} minHeight={140} />
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
