import { COMPANY_ADMIN_ONLY_FIELDS, type CompanyBasics, LIMITS } from '@platform/shared';
import { Select } from 'antd';
import { CompanyPicker } from './company-picker';
import { Field } from './field';
import type { SectionProps } from './form-types';
import { ValuesListField } from './values-list-field';

type Props = SectionProps & { basics: CompanyBasics };

/** Keywords, parent company and daughters (up to 10); auction links (up to 4) and other connections for admins (spec 6). */
export const RelationsFields = ({ values, update, errors, isAdmin, basics }: Props) => (
  <>
    <Field id="company-keywords" label="Słowa kluczowe" extra="Wpisz słowo i naciśnij Enter.">
      <Select
        id="company-keywords"
        mode="tags"
        value={values.keywords}
        open={false}
        tokenSeparators={[',']}
        onChange={(keywords: string[]) => update((v) => ({ ...v, keywords }))}
      />
    </Field>
    {isAdmin && (
      <ValuesListField
        id="company-auction-links"
        field="auctionLinks"
        label={COMPANY_ADMIN_ONLY_FIELDS.auctionLinks}
        values={values.auctionLinks}
        max={LIMITS.auctionLinksMax}
        placeholder="https://"
        addLabel="Dodaj link"
        errors={errors}
        onChange={(auctionLinks) => update((v) => ({ ...v, auctionLinks }))}
      />
    )}
    <Field id="company-parent" label="Spółka matka" error={errors.parentCompanyId}>
      <CompanyPicker
        id="company-parent"
        mode="single"
        excludeId={basics.id}
        known={basics.parentCompany ? [basics.parentCompany] : []}
        value={values.parentCompanyId}
        onChange={(parentCompanyId) => update((v) => ({ ...v, parentCompanyId }))}
      />
    </Field>
    <Field id="company-daughters" label="Spółki córki" error={errors.daughterCompanyIds}>
      <CompanyPicker
        id="company-daughters"
        mode="multiple"
        excludeId={basics.id}
        known={basics.daughterCompanies ?? []}
        value={values.daughterCompanyIds}
        status={errors.daughterCompanyIds ? 'error' : undefined}
        onChange={(daughterCompanyIds) => update((v) => ({ ...v, daughterCompanyIds }))}
      />
    </Field>
    {isAdmin && (
      <Field id="company-connections" label="Inne powiązania firm" error={errors.otherCompanyConnectionIds}>
        <CompanyPicker
          id="company-connections"
          mode="multiple"
          excludeId={basics.id}
          known={basics.otherCompanyConnections ?? []}
          value={values.otherCompanyConnectionIds ?? []}
          onChange={(otherCompanyConnectionIds) => update((v) => ({ ...v, otherCompanyConnectionIds }))}
        />
      </Field>
    )}
  </>
);
