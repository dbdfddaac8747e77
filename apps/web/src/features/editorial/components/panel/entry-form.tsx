import { countOf, EDITORIAL_MESSAGES, MESSAGES, NOUNS } from '@platform/shared';
import { Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { RichTextEditor } from '@/components/rich-text-editor';
import { notify } from '@/lib/notify';
import { useFieldErrors, validateWithSchema } from '@/lib/zod-form';
import { useSaveEntry } from '../../api/save-entry';
import type { FieldDef, PanelResource } from '../../lib/panel-resource';
import { DateInput, DateTimeInput, TimeInput } from './date-inputs';
import { ImageField } from './image-field';
import { LinkSelect } from './link-select';
import { PublicationField } from './publication-field';

type Props<T> = {
  resource: PanelResource<T>;
  /** null: a new entry */
  item: T | null;
  onSaved: (item: T) => void;
  onCancel?: () => void;
};

/**
 * The one form of the editors panel: its fields come from the kind's configuration, its rules from
 * the shared write schema (the same the server checks), shown beside each field.
 */
/** The field's limit under it (the server enforces the same one); rich text counts its formatting too. */
const limitHint = (kind: FieldDef['kind'], max: number) =>
  kind === 'rich'
    ? `Najwyżej ${countOf(max, NOUNS.znak)} razem z formatowaniem.`
    : `Najwyżej ${countOf(max, NOUNS.znak)}.`;

export const EntryForm = <T,>({ resource, item, onSaved, onCancel }: Props<T>) => {
  const [form] = Form.useForm();
  const errors = useFieldErrors(form);
  const [uploading, setUploading] = useState(false);
  const id = item === null ? null : resource.idOf(item);
  const save = useSaveEntry(resource.apiPath, resource.itemSchema, id);
  const labels = item && resource.linkLabels ? resource.linkLabels(item) : {};
  const fieldId = (name: string) => `${resource.apiPath}-${name}`;

  const submit = () => {
    const checked = validateWithSchema(resource.writeSchema, form.getFieldsValue(true));
    if (!checked.success) {
      errors.show(checked.errors);
      notify.error(MESSAGES.formInvalid);
      return;
    }
    save.mutate(checked.data, { onSuccess: (saved) => onSaved(saved as T) });
  };

  const input = (field: FieldDef) => {
    const idOf = fieldId(field.name);
    switch (field.kind) {
      case 'text':
      case 'url':
        return <Input id={idOf} maxLength={field.max} showCount />;
      case 'textarea':
        return <Input.TextArea id={idOf} maxLength={field.max} showCount autoSize={{ minRows: 3, maxRows: 10 }} />;
      case 'rich':
        return <RichTextEditor id={idOf} minHeight={260} aria-label={field.label} />;
      case 'image':
        return (
          <ImageField
            currentUrl={item && resource.imageOf ? resource.imageOf(item) : null}
            onUploadingChange={setUploading}
          />
        );
      case 'datetime':
        return <DateTimeInput id={idOf} />;
      case 'date':
        return <DateInput id={idOf} />;
      case 'time':
        return <TimeInput id={idOf} />;
      case 'select':
        return <Select id={idOf} options={field.options} placeholder="Wybierz" style={{ maxWidth: 320 }} />;
      case 'link':
        return (
          <LinkSelect
            id={idOf}
            resource={field.resource}
            multiple={field.multiple}
            initialLabels={labels[field.name]}
            ariaLabel={field.label}
          />
        );
      case 'publication':
        return <PublicationField id={idOf} />;
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={resource.toForm(item)}
      onValuesChange={(changed) => errors.clearChanged(changed)}
      onFinish={submit}
      requiredMark
    >
      {resource.fields.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={field.label}
          htmlFor={fieldId(field.name)}
          required={'required' in field && field.required}
          extra={'max' in field ? limitHint(field.kind, field.max) : undefined}
        >
          {input(field)}
        </Form.Item>
      ))}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={uploading}>
          {item === null ? 'Dodaj' : 'Zapisz zmiany'}
        </Button>
        {onCancel && <Button onClick={onCancel}>Anuluj</Button>}
      </Space>
      <div aria-live="polite" style={{ position: 'absolute', left: -9999 }}>
        {save.isSuccess ? EDITORIAL_MESSAGES.saved : ''}
      </div>
    </Form>
  );
};
