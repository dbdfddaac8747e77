import type { CompanyContact, ContactValues } from '@platform/shared';

/** The contact jsonb column as stored (every field present). */
export type StoredContact = Required<CompanyContact>;

const values = (v: unknown): ContactValues => {
  const o = (v ?? {}) as Partial<ContactValues>;
  return { values: Array.isArray(o.values) ? o.values.map(String) : [], isLink: o.isLink === true };
};
const link = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** Reads the stored jsonb leniently: missing fields become empty. */
export const readContact = (json: unknown): StoredContact => {
  const c = (json ?? {}) as Record<string, unknown>;
  return {
    companyEmail: values(c.companyEmail),
    recommendationEmail: values(c.recommendationEmail),
    personalEmail: values(c.personalEmail),
    unverifiedEmail: values(c.unverifiedEmail),
    companyPhones: values(c.companyPhones),
    mobilePhone: values(c.mobilePhone),
    www: link(c.www),
    facebook: link(c.facebook),
    instagram: link(c.instagram),
    linkedIn: link(c.linkedIn),
  };
};

export type ContactAudience = 'public' | 'editor' | 'admin';

/** Leaves out what the audience may not see (spec 6: personal, unverified and mobile are admin fields). */
export const contactFor = (contact: StoredContact, audience: ContactAudience): CompanyContact => {
  const base: CompanyContact = {
    companyEmail: contact.companyEmail,
    companyPhones: contact.companyPhones,
    www: contact.www,
    facebook: contact.facebook,
    instagram: contact.instagram,
    linkedIn: contact.linkedIn,
  };
  if (audience === 'public') return base;
  if (audience === 'editor') return { ...base, recommendationEmail: contact.recommendationEmail };
  return contact;
};
