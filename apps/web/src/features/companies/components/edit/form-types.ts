import type { CompanyBasicsInput } from '@platform/shared';

export type Update = (change: (values: CompanyBasicsInput) => CompanyBasicsInput) => void;

/** What every section of the edit form receives. */
export type SectionProps = {
  values: CompanyBasicsInput;
  update: Update;
  errors: Record<string, string>;
  isAdmin: boolean;
};
