import { Segmented } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';

type Props = { companyId: number; active: 'about' | 'offer' };

/** The about / offer switch of the edit pages (spec 2.3); the offer exists only when its flag passes. */
export const EditSwitch = ({ companyId, active }: Props) => {
  const navigate = useNavigate();
  const offer = useFeatureFlag('COMPANY_OFFER');
  if (!offer.enabled) return null;
  return (
    <Segmented
      value={active}
      options={[
        { value: 'about', label: 'O firmie' },
        { value: 'offer', label: 'Oferta firmy' },
      ]}
      onChange={(v) =>
        void navigate(v === 'offer' ? paths.admin.companyOffer.to(companyId) : paths.admin.company.to(companyId))
      }
    />
  );
};
