import { COMPANY_PEOPLE_TEXTS, COMPANY_RIGHTS, type CompanyPerson, type CompanyRight } from '@platform/shared';
import { Checkbox, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useChangeRights } from '../api/change-rights';

/**
 * The person's rights as four checkboxes, each saved at once (one history row per change). The
 * admin holds every right: shown checked and locked, the tooltip says why.
 */
export const PersonRights = ({ companyId, person }: { companyId: number; person: CompanyPerson }) => {
  const change = useChangeRights();
  // the set being saved is shown at once; the list read again after the save replaces it
  const [saving, setSaving] = useState<CompanyRight[] | null>(null);
  const shown = saving ?? person.rights;
  const toggle = (right: CompanyRight, on: boolean) => {
    const rights = on ? [...shown, right] : shown.filter((r) => r !== right);
    setSaving(rights);
    change.mutate(
      { target: { companyId, userId: person.id }, rights },
      {
        onSuccess: () => notify.success(COMPANY_PEOPLE_TEXTS.rightsSaved),
        onError: (e) => notify.error(errorMessage(e)),
        onSettled: () => setSaving(null),
      },
    );
  };
  return (
    <Space direction="vertical" size={2} aria-label={`Uprawnienia: ${person.firstName} ${person.lastName}`}>
      {COMPANY_RIGHTS.map((right) => (
        <Tooltip
          key={right}
          title={person.companyAdmin ? COMPANY_PEOPLE_TEXTS.adminHoldsAll : COMPANY_PEOPLE_TEXTS.rightHints[right]}
          placement="left"
        >
          <Checkbox
            checked={shown.includes(right)}
            disabled={person.companyAdmin || change.isPending}
            onChange={(e) => toggle(right, e.target.checked)}
          >
            {COMPANY_PEOPLE_TEXTS.rights[right]}
          </Checkbox>
        </Tooltip>
      ))}
    </Space>
  );
};
