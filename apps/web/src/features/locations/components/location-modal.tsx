import { LOCATION_MESSAGES, type Location, locationWriteSchema } from '@platform/shared';
import { Button, Form, Input, Modal, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { validateWithSchema } from '@/lib/zod-form';
import { useSaveLocation } from '../api/save-location';
import { formValuesOf, isChanged, type LocationFormValues, toWriteInput } from './location-form-values';
import { ProvinceInput } from './province-input';

type Props = { location: Location | null; onClose: () => void };

/** The toast of a refused save (spec 8 "Locations"). */
const failureText = (error: unknown, isNew: boolean) => {
  if (isApiError(error) && error.status === 409 && error.code === 'LOCATION_ALREADY_EXISTS')
    return LOCATION_MESSAGES.duplicate;
  if (isApiError(error) && error.status === 400) return error.message;
  if (!isNew) return LOCATION_MESSAGES.updateFailed;
  return isApiError(error) ? LOCATION_MESSAGES.createFailed : LOCATION_MESSAGES.addFailed;
};

/** 'Dodaj lokalizację' / 'Edytuj lokalizację' (spec 2.11, 4, 5); opened with `location` null for a new one. */
export const LocationModal = ({ location, onClose }: Props) => {
  const isNew = location === null;
  const [initial] = useState(() => formValuesOf(location));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof LocationFormValues, string>>>({});
  const save = useSaveLocation(location?.id ?? null);
  const title = isNew ? LOCATION_MESSAGES.addTitle : LOCATION_MESSAGES.editTitle;

  const set = (patch: Partial<LocationFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as (keyof LocationFormValues)[]) delete next[key];
      if ('provinceName' in patch) delete next.provinceId;
      return next;
    });
  };

  const submit = () => {
    const checked = validateWithSchema(locationWriteSchema, toWriteInput(values));
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.errors.map((e) => [String(e.name[0]), e.errors[0] ?? ''])));
      notify.error(LOCATION_MESSAGES.formInvalid);
      return;
    }
    save.mutate(checked.data, {
      onSuccess: () => {
        notify.success(isNew ? LOCATION_MESSAGES.added : LOCATION_MESSAGES.updated);
        onClose();
      },
      onError: (error) => notify.error(failureText(error, isNew)),
    });
  };

  // the province's message belongs to the field that chooses it
  const errorOf = (name: keyof LocationFormValues) =>
    errors[name] ?? (name === 'provinceName' ? errors.provinceId : undefined);
  const item = (name: keyof LocationFormValues, label: string, child: ReactNode) => (
    <Form.Item
      label={label}
      required
      htmlFor={`location-${name}`}
      validateStatus={errorOf(name) ? 'error' : undefined}
      help={errorOf(name)}
    >
      {child}
    </Form.Item>
  );
  const text = (name: 'name' | 'district' | 'latitude' | 'longitude') => (
    <Input id={`location-${name}`} value={values[name]} onChange={(e) => set({ [name]: e.target.value })} />
  );

  return (
    <Modal
      open
      onCancel={onClose}
      title={null}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Anuluj
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={save.isPending}
          disabled={!isChanged(initial, values, isNew)}
          onClick={submit}
        >
          Zapisz
        </Button>,
      ]}
    >
      <Tabs
        items={[
          {
            key: 'location',
            label: title,
            children: (
              <Form layout="vertical" component="div" data-testid="location-form">
                {item('name', 'Miasto', text('name'))}
                {item(
                  'provinceName',
                  'Województwo',
                  <ProvinceInput
                    id="location-provinceName"
                    value={values.provinceName}
                    status={errorOf('provinceName') ? 'error' : undefined}
                    onType={(typed) => set({ provinceName: typed, provinceId: null })}
                    onPick={(p) => set({ provinceName: p.name, provinceId: p.provinceId, countryCode: p.countryCode })}
                  />,
                )}
                {item('district', 'Powiat', text('district'))}
                {item('latitude', 'Szerokość geograficzna', text('latitude'))}
                {item('longitude', 'Długość geograficzna', text('longitude'))}
              </Form>
            ),
          },
        ]}
      />
    </Modal>
  );
};
