import {
  clearAddressOnCountryChange,
  districtDisplayName,
  formatZipCode,
  HOME_COUNTRY,
  STREET_PREFIXES,
} from '@platform/shared';
import { Col, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useReferenceLists } from '@/lib/reference/get-reference-lists';
import { CityField } from './city-field';
import { Field } from './field';
import type { SectionProps } from './form-types';

type Option = { id: number; name: string };
type Props = SectionProps & { initialDistrict: Option | null };

/** Address (spec 5): a country change clears city, province and district; home-country rules apply to PL. */
export const AddressFields = ({ values, update, errors, isAdmin, initialDistrict }: Props) => {
  const lists = useReferenceLists().data;
  const [districts, setDistricts] = useState<Option[]>(initialDistrict ? [initialDistrict] : []);
  const a = values.address;
  const home = a.country === HOME_COUNTRY;
  const set = (patch: Partial<typeof a>) => update((v) => ({ ...v, address: { ...v.address, ...patch } }));
  const text = (
    key: 'streetName' | 'streetNo' | 'apartmentNo' | 'postOffice',
    id: string,
    label: string,
    required = false,
  ) => (
    <Field id={id} label={label} error={errors[`address.${key}`]} required={required && !isAdmin}>
      <Input id={id} value={a[key] ?? ''} onChange={(e) => set({ [key]: e.target.value })} />
    </Field>
  );
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Field id="address-country" label="Kraj" error={errors['address.country']} required>
          <Select
            id="address-country"
            showSearch={{ optionFilterProp: 'label' }}
            value={a.country}
            options={(lists?.countries ?? [{ code: 'PL', name: 'Polska' }]).map((c) => ({
              value: c.code,
              label: c.name,
            }))}
            onChange={(country: string) =>
              update((v) => ({ ...v, address: { ...clearAddressOnCountryChange(v.address), country } }))
            }
          />
        </Field>
      </Col>
      <Col xs={24} md={4}>
        <Field id="address-prefix" label="Prefiks">
          <Select
            id="address-prefix"
            allowClear
            value={a.streetPrefix ?? undefined}
            options={STREET_PREFIXES.map((p) => ({ value: p, label: p }))}
            onChange={(p) => set({ streetPrefix: p ?? null })}
          />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        {text('streetName', 'address-street', 'Ulica', true)}
      </Col>
      <Col xs={12} md={4}>
        {text('streetNo', 'address-street-no', 'Nr domu', true)}
      </Col>
      <Col xs={12} md={4}>
        {text('apartmentNo', 'address-apartment-no', 'Nr lokalu')}
      </Col>
      <Col xs={24} md={4}>
        <Field id="address-zip" label="Kod pocztowy" error={errors['address.zipCode']} required={!isAdmin}>
          <Input
            id="address-zip"
            placeholder={home ? '00-000' : undefined}
            value={a.zipCode ?? ''}
            onChange={(e) => set({ zipCode: home ? formatZipCode(e.target.value) : e.target.value })}
          />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <CityField
          value={a.city ?? ''}
          home={home}
          error={errors['address.city']}
          required={!isAdmin}
          onChange={(city) => set({ city })}
          onPick={(pick) => {
            if (pick.district)
              setDistricts((list) => [...list.filter((d) => d.id !== pick.district?.id), pick.district as Option]);
            set({
              city: pick.city,
              provinceId: pick.provinceId ?? a.provinceId,
              districtId: pick.district?.id ?? null,
            });
          }}
        />
      </Col>
      {home && (
        <>
          <Col xs={24} md={8}>
            <Field id="address-province" label="Województwo" error={errors['address.provinceId']} required={!isAdmin}>
              <Select
                id="address-province"
                value={a.provinceId ?? undefined}
                options={(lists?.provinces ?? []).map((p) => ({ value: p.id, label: p.name }))}
                onChange={(provinceId: number) => set({ provinceId, districtId: null })}
              />
            </Field>
          </Col>
          <Col xs={24} md={8}>
            <Field
              id="address-district"
              label="Powiat"
              error={errors['address.districtId']}
              required={!isAdmin}
              extra="Powiat uzupełnia się po wybraniu miejscowości z listy."
            >
              <Select
                id="address-district"
                value={a.districtId ?? undefined}
                options={districts.map((d) => ({ value: d.id, label: districtDisplayName(d.name) }))}
                onChange={(districtId: number) => set({ districtId })}
              />
            </Field>
          </Col>
        </>
      )}
      <Col xs={24} md={8}>
        {text('postOffice', 'address-post-office', 'Poczta')}
      </Col>
    </Row>
  );
};
