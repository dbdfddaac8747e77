import { COMPANY_EDIT_MESSAGES, COMPANY_TEXTS, type CompanyBasics, type FieldError } from '@platform/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { StaleVersionAlert } from '@/components/unsaved-changes/stale-version-alert';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { companyKeys } from '../../api/query-keys';
import { useSaveCompanyBasics } from '../../api/save-company-basics';
import { basicsToInput, errorsByField, prepareInput, sameValues, validateForm } from '../../lib/company-form';
import { AddressFields } from './address-fields';
import { AdminFields } from './admin-fields';
import { BasicFields } from './basic-fields';
import { ContactFields } from './contact-fields';
import type { Update } from './form-types';
import { GalleryFields } from './gallery-fields';
import { LogoField } from './logo-field';
import { RelationsFields } from './relations-fields';

type Props = { basics: CompanyBasics; isAdmin: boolean };

/** Field errors a 400 answer may carry as `errors: [{field, message}]`. */
const serverFieldErrors = (error: unknown): FieldError[] => {
  const body = isApiError(error) ? (error.body as { errors?: unknown } | null) : null;
  return Array.isArray(body?.errors) ? (body.errors as FieldError[]) : [];
};

/**
 * The company edit form (spec 4, 5): the shared rules run on every change once the user tried to
 * save; save is enabled only when something changed; admins need not fill required fields.
 */
export const CompanyEditForm = ({ basics, isAdmin }: Props) => {
  const navigate = useNavigate();
  const initial = useMemo(() => basicsToInput(basics, isAdmin), [basics, isAdmin]);
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [uploadingGallery, setUploading] = useState(false);
  const [uploadingLogo, setUploadingLogo] = useState(false);
  const uploading = uploadingGallery || uploadingLogo;
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const update = useCallback<Update>((change) => setValues(change), []);
  const save = useSaveCompanyBasics(basics.id);
  const errors = useMemo(
    () => ({ ...errorsByField(serverErrors), ...(checked ? errorsByField(validateForm(values, isAdmin)) : {}) }),
    [checked, values, isAdmin, serverErrors],
  );
  const dirty = !sameValues(values, initial);
  const { markSaved } = useUnsavedChanges(dirty);
  const [stale, setStale] = useState(false);
  const queryClient = useQueryClient();
  // the page keys the form by the version: the current one read, the form starts from it
  const reload = () => queryClient.refetchQueries({ queryKey: companyKeys.basics(basics.id, true) });

  const submit = () => {
    setChecked(true);
    setServerErrors([]);
    if (validateForm(values, isAdmin).length > 0) {
      notify.error(COMPANY_EDIT_MESSAGES.formInvalid);
      return;
    }
    save.mutate(prepareInput(values), {
      onSuccess: (saved) => {
        markSaved();
        setValues(basicsToInput(saved, isAdmin));
        setChecked(false);
        notify.success(COMPANY_TEXTS.dataSaved);
        if (!isAdmin) void navigate(paths.company.to(basics.id));
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'STALE_VERSION') {
          setStale(true);
          return;
        }
        setServerErrors(serverFieldErrors(error));
        notify.error(isApiError(error) ? error.message : COMPANY_EDIT_MESSAGES.formInvalid);
      },
    });
  };

  const section = { values, update, errors, isAdmin };
  return (
    <Form layout="vertical" component="div" className="company-edit-form" data-testid="company-edit-form">
      {isAdmin && (
        <Card title="Administracja" size="small">
          <AdminFields {...section} />
        </Card>
      )}
      <Card title="Dane firmy" size="small">
        <BasicFields {...section} />
      </Card>
      <Card title="Logo" size="small">
        <LogoField
          key={basics.logo ?? 'none'}
          current={basics.logo}
          value={values.logo}
          update={update}
          onUploadingChange={setUploadingLogo}
        />
      </Card>
      <Card title="Adres" size="small">
        <AddressFields {...section} initialDistrict={basics.address?.district ?? null} />
      </Card>
      <Card title="Kontakt" size="small">
        <ContactFields {...section} />
      </Card>
      {isAdmin && (
        <Card title="Galeria" size="small">
          <GalleryFields {...section} photos={basics.gallery?.photos ?? []} onUploadingChange={setUploading} />
        </Card>
      )}
      <Card title="Słowa kluczowe i powiązania" size="small">
        <RelationsFields {...section} basics={basics} />
      </Card>
      {stale && <StaleVersionAlert onReload={reload} />}
      {checked && Object.keys(errors).length > 0 && (
        <Alert type="error" showIcon title={COMPANY_EDIT_MESSAGES.formInvalid} />
      )}
      <div className="company-edit-form__actions">
        <Button type="primary" size="large" onClick={submit} disabled={!dirty || uploading} loading={save.isPending}>
          Zapisz zmiany
        </Button>
      </div>
    </Form>
  );
};
