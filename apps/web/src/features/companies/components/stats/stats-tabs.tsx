import { COMPANY_TEXTS } from '@platform/shared';
import { Tabs } from 'antd';
import { useState } from 'react';
import type { StatsSort } from '../../api/query-keys';
import { DistrictsStats } from './districts-stats';
import { IndustriesStats } from './industries-stats';
import { InvestmentsLink } from './investments-link';
import { SectorsStats } from './sectors-stats';
import { StatsSortSelect } from './stats-sort-select';
import { StatusesStats } from './statuses-stats';
import { TypesStats } from './types-stats';

type Props = { companyId: number; blocked: boolean };

/** The investment balance: five statistics tabs with one sort order, and the company's investments. */
export const StatsTabs = ({ companyId, blocked }: Props) => {
  const [sort, setSort] = useState<StatsSort>({ sort: 'AMOUNT', direction: 'DESC' });
  const [active, setActive] = useState('industries');
  const props = { companyId, sort };
  const tabs = [
    { key: 'industries', label: COMPANY_TEXTS.tabs.industries, children: <IndustriesStats {...props} /> },
    { key: 'sectors', label: COMPANY_TEXTS.tabs.sectors, children: <SectorsStats {...props} /> },
    { key: 'districts', label: COMPANY_TEXTS.tabs.districts, children: <DistrictsStats {...props} /> },
    { key: 'statuses', label: COMPANY_TEXTS.tabs.statuses, children: <StatusesStats {...props} /> },
    { key: 'types', label: COMPANY_TEXTS.tabs.types, children: <TypesStats {...props} /> },
  ];
  return (
    <section className="company-stats" aria-label="Bilans inwestycji">
      <div className="company-stats__toolbar">
        <StatsSortSelect value={sort} onChange={setSort} />
        <InvestmentsLink companyId={companyId} blocked={blocked} />
      </div>
      <Tabs activeKey={active} onChange={setActive} items={tabs} destroyOnHidden />
    </section>
  );
};
