import { type CompanyOffer, offerInputSchema } from '@platform/shared';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { RichTextEditor } from '@/components/rich-text-editor';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { notify } from '@/lib/notify';
import { useSaveCompanyOffer } from '../../api/save-company-offer';
import { emptySection, formToInput, type OfferForm, offerToForm } from '../../lib/offer-form';
import { Field } from '../edit/field';
import { AttachmentsInput } from './attachments-input';
import { OfferPersonsFields } from './offer-persons-fields';
import { OfferSectionFields } from './offer-section-fields';

type Props = { companyId: number; offer: CompanyOffer | null };

/** The offer editor: main section, sections, contact persons; save as draft or publish. */
export const OfferEditor = ({ companyId, offer }: Props) => {
  const [form, setForm] = useState<OfferForm>(() => offerToForm(offer));
  // what a save would send, compared with what was read: the guard asks before such changes are left
  const stored = useMemo(() => JSON.stringify(formToInput(offerToForm(offer))), [offer]);
  const dirty = JSON.stringify(formToInput(form)) !== stored;
  const { markSaved } = useUnsavedChanges(dirty);
  // every file input reports its own uploads; saving waits for all of them
  const [uploadingInputs, setUploadingInputs] = useState<ReadonlySet<string>>(() => new Set());
  const uploading = uploadingInputs.size > 0;
  const setUploading = useCallback(
    (busy: boolean, key: string) =>
      setUploadingInputs((prev) => {
        if (prev.has(key) === busy) return prev;
        const next = new Set(prev);
        if (busy) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const [invalid, setInvalid] = useState(false);
  const save = useSaveCompanyOffer(companyId);
  const submit = (version: 'draft' | 'published') => {
    const parsed = offerInputSchema.safeParse(formToInput(form));
    setInvalid(!parsed.success);
    if (!parsed.success) return notify.error('Błąd! Uzupełnij formularz poprawnie');
    save.mutate(
      { version, offer: parsed.data },
      {
        onSuccess: () => {
          markSaved();
          notify.success(version === 'published' ? 'Oferta została opublikowana' : 'Zapisano zmiany');
        },
      },
    );
  };
  const main = form.mainSection;
  const setMain = (patch: Partial<OfferForm['mainSection']>) =>
    setForm((f) => ({ ...f, mainSection: { ...f.mainSection, ...patch } }));
  return (
    <Form layout="vertical" component="div" className="company-edit-form" data-testid="offer-editor">
      <Card size="small" title="Sekcja główna">
        <Field
          id="offer-title"
          label="Tytuł oferty"
          required
          error={invalid && !main.title.trim() ? 'To pole jest wymagane' : undefined}
        >
          <Input id="offer-title" value={main.title} onChange={(e) => setMain({ title: e.target.value })} />
        </Field>
        <Field id="offer-description" label="Opis">
          <RichTextEditor
            id="offer-description"
            aria-label="Opis"
            value={main.description}
            onChange={(description) => setMain({ description: description ?? '' })}
          />
        </Field>
        <Field id="offer-photo" label="Zdjęcie główne">
          <AttachmentsInput
            images
            maxFiles={1}
            value={main.photo ? [main.photo] : []}
            onChange={(files) => setMain({ photo: files[files.length - 1] ?? null })}
            onUploadingChange={setUploading}
          />
        </Field>
      </Card>
      <Card size="small" title="Sekcje">
        {form.sections.map((section, index) => (
          <OfferSectionFields
            key={section.key}
            index={index}
            invalid={invalid}
            section={section}
            onUploadingChange={setUploading}
            onChange={(next) =>
              setForm((f) => ({ ...f, sections: f.sections.map((s, i) => (i === index ? next : s)) }))
            }
            onRemove={() => setForm((f) => ({ ...f, sections: f.sections.filter((_, i) => i !== index) }))}
          />
        ))}
        <Button onClick={() => setForm((f) => ({ ...f, sections: [...f.sections, emptySection()] }))}>
          + Dodaj sekcję
        </Button>
      </Card>
      <Card size="small" title="Kontakt">
        <Field id="offer-contacts-description" label="Opis modułu kontaktowego">
          <RichTextEditor
            id="offer-contacts-description"
            aria-label="Opis modułu kontaktowego"
            minHeight={72}
            value={form.contacts.description}
            onChange={(description) =>
              setForm((f) => ({ ...f, contacts: { ...f.contacts, description: description ?? '' } }))
            }
          />
        </Field>
        <OfferPersonsFields
          persons={form.contacts.contactPersons}
          invalid={invalid}
          onUploadingChange={setUploading}
          onChange={(contactPersons) => setForm((f) => ({ ...f, contacts: { ...f.contacts, contactPersons } }))}
        />
      </Card>
      {invalid && <Alert type="error" showIcon title="Błąd! Uzupełnij formularz poprawnie" />}
      <Space className="company-edit-form__actions">
        <Button
          onClick={() => submit('draft')}
          loading={save.isPending && save.variables?.version === 'draft'}
          disabled={uploading}
        >
          Zapisz szkic
        </Button>
        <Button
          type="primary"
          onClick={() => submit('published')}
          loading={save.isPending && save.variables?.version === 'published'}
          disabled={uploading}
        >
          Opublikuj
        </Button>
      </Space>
    </Form>
  );
};
