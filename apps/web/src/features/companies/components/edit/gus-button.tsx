import { Button } from 'antd';
import { useReferenceLists } from '@/lib/reference/get-reference-lists';
import { useGusLookup } from '../../api/get-gus-company';
import type { Update } from './form-types';

type Props = { nip: string | null; update: Update };

/** Admins fill the name and address from the GUS register by NIP (spec 6). */
export const GusButton = ({ nip, update }: Props) => {
  const gus = useGusLookup();
  const provinces = useReferenceLists().data?.provinces ?? [];
  const fetchGus = () =>
    gus.mutate(nip ?? '', {
      onSuccess: (found) => {
        const province = provinces.find((p) => p.name.toLowerCase() === found.province?.toLowerCase());
        update((v) => ({
          ...v,
          name: found.name,
          address: {
            ...v.address,
            country: 'PL',
            streetName: found.street ?? v.address.streetName,
            streetNo: found.streetNo ?? v.address.streetNo,
            apartmentNo: found.apartmentNo ?? v.address.apartmentNo,
            city: found.city ?? v.address.city,
            zipCode: found.zipCode ?? v.address.zipCode,
            postOffice: found.postOffice ?? v.address.postOffice,
            provinceId: province?.id ?? v.address.provinceId,
          },
        }));
      },
    });
  return (
    <Button size="small" onClick={fetchGus} loading={gus.isPending} disabled={!nip} style={{ marginTop: 6 }}>
      Pobierz dane z GUS
    </Button>
  );
};
