import { UNITS } from '@platform/shared';
import { Col, Form, Input, Radio, Row, Select, TreeSelect, Typography } from 'antd';
import { useMemo } from 'react';
import { FormSection } from '@/components/form-section';
import { useIndustries } from '@/lib/reference/get-industries';
import { useTreeSearch } from '@/lib/search/use-tree-search';
import { industryTreeData } from '@/lib/tree-data';
import { ORDER_SCOPE_OPTIONS } from '../../lib/form-options';

/** Industries (tree, max 5) with quantity and unit per industry, and the scope (spec 2.7 and 5). */
export const IndustriesSection = () => {
  const industries = useIndustries().data;
  const tree = useMemo(() => industryTreeData(industries ?? []), [industries]);
  const search = useTreeSearch(tree);
  return (
    <FormSection title="Branża i zakres zlecenia" testId="section-industries">
      <Form.Item name="scope" label="Zakres zlecenia">
        <Radio.Group options={ORDER_SCOPE_OPTIONS} aria-label="Zakres zlecenia" />
      </Form.Item>
      <Form.Item name="industryIds" label="Branże (maksymalnie 5)">
        <TreeSelect
          multiple
          {...search}
          treeData={tree}
          placeholder="Wybierz branże"
          aria-label="Wybierz branże"
          data-testid="form-industries"
        />
      </Form.Item>
      <Form.List name="industries">
        {(fields) =>
          fields.map((field) => (
            <div
              key={field.key}
              data-testid="industry-params"
              style={{ borderTop: '1px solid #f0f0f0', paddingTop: 12 }}
            >
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) => (
                  <Typography.Text strong>{getFieldValue(['industries', field.name, 'name'])}</Typography.Text>
                )}
              </Form.Item>
              <Row gutter={12} style={{ marginTop: 8 }}>
                <Col xs={12} md={6}>
                  <Form.Item name={[field.name, 'quantity']} label="Ilość">
                    <Input inputMode="decimal" placeholder="np. 120,5" aria-label="Ilość" />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item name={[field.name, 'unit']} label="Jednostka">
                    <Select
                      options={UNITS.map((u) => ({ value: u, label: u }))}
                      aria-label="Jednostka"
                      placeholder="Jednostka"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'description']} label="Opis zakresu">
                    <Input maxLength={2000} aria-label="Opis zakresu" />
                  </Form.Item>
                </Col>
              </Row>
            </div>
          ))
        }
      </Form.List>
    </FormSection>
  );
};
