import type { CompanyBasicsInput } from './company-edit.js';
import { HOME_COUNTRY } from './company-edit.js';
import {
  blank,
  type CompanyEditContext,
  checkValues,
  descriptionError,
  emailError,
  establishedError,
  type FieldError,
  houseNumberError,
  lettersError,
  COMPANY_EDIT_MESSAGES as M,
  nipError,
  phoneError,
  richTextLength,
  SOCIAL_DOMAINS,
  socialLinkError,
  turnoverError,
  websiteError,
  zipError,
} from './company-edit-rules.js';
import { LIMITS } from './constants.js';

const addressErrors = (a: CompanyBasicsInput['address'], ctx: CompanyEditContext, errors: FieldError[]) => {
  const need = (field: string, value: unknown) => {
    if (!ctx.isAdmin && (value === null || value === undefined || (typeof value === 'string' && blank(value))))
      errors.push({ field: `address.${field}`, message: M.required });
  };
  const home = a.country === HOME_COUNTRY;
  need('country', a.country);
  need('city', a.city);
  need('zipCode', a.zipCode);
  if (home) {
    need('provinceId', a.provinceId);
    need('districtId', a.districtId);
  }
  need('streetName', a.streetName);
  need('streetNo', a.streetNo);
  const check = (field: string, value: string | null, rule: (v: string) => string | null) => {
    const message = blank(value) ? null : rule(value);
    if (message) errors.push({ field: `address.${field}`, message });
  };
  check('city', a.city, (v) => lettersError(v, 'miasta'));
  check('postOffice', a.postOffice, (v) => lettersError(v, 'poczty'));
  check('streetNo', a.streetNo, houseNumberError);
  check('apartmentNo', a.apartmentNo, houseNumberError);
  check('zipCode', a.zipCode, (v) => zipError(v, a.country));
};

const contactErrors = (c: CompanyBasicsInput['contact'], ctx: CompanyEditContext, errors: FieldError[]) => {
  const max: number = LIMITS.contactValuesMax;
  const email = (field: keyof typeof c & string, required: boolean, limit = max) => {
    const values = c[field] as { values: string[] };
    checkValues(`contact.${field}`, { values: values.values, max: limit, required, check: emailError }, errors);
  };
  email('companyEmail', !ctx.isAdmin);
  email('recommendationEmail', false);
  email('personalEmail', false);
  email('unverifiedEmail', false, LIMITS.unverifiedEmailsMax);
  for (const field of ['companyPhones', 'mobilePhone'] as const)
    checkValues(`contact.${field}`, { values: c[field].values, max, required: false, check: phoneError }, errors);
  if (!blank(c.www)) {
    const message = websiteError(c.www);
    if (message) errors.push({ field: 'contact.www', message });
  }
  for (const [field, domain] of Object.entries(SOCIAL_DOMAINS) as [keyof typeof SOCIAL_DOMAINS, string][]) {
    const value = c[field];
    const message = blank(value) ? null : socialLinkError(value, domain);
    if (message) errors.push({ field: `contact.${field}`, message });
  }
};

/**
 * Every rule of the company edit form (document 2, section 5); an empty list means valid. Admins need
 * not fill required fields and have no description length rule; the format rules hold for everyone.
 */
export const validateCompanyBasics = (input: CompanyBasicsInput, ctx: CompanyEditContext): FieldError[] => {
  const errors: FieldError[] = [];
  if (blank(input.name)) errors.push({ field: 'name', message: M.nameRequired });
  if (blank(input.nip)) {
    if (!ctx.isAdmin) errors.push({ field: 'nip', message: M.invalidNip });
  } else {
    const message = nipError(input.nip);
    if (message) errors.push({ field: 'nip', message });
  }
  if (input.established !== null) {
    const message = establishedError(input.established, ctx.currentYear);
    if (message) errors.push({ field: 'established', message });
  }
  if (!blank(input.turnover)) {
    const message = turnoverError(input.turnover);
    if (message) errors.push({ field: 'turnover', message });
  }
  if (!ctx.isAdmin) {
    const message = descriptionError(input.description ?? '');
    if (message) errors.push({ field: 'description', message });
  }
  addressErrors(input.address, ctx, errors);
  contactErrors(input.contact, ctx, errors);
  const galleryText = input.gallery.description ?? '';
  if (richTextLength(galleryText) > 0 && input.gallery.photos.length === 0)
    errors.push({ field: 'gallery.photos', message: M.galleryPhotosRequired });
  if (input.daughterCompanyIds.length > LIMITS.daughterCompaniesMax)
    errors.push({ field: 'daughterCompanyIds', message: M.daughtersMax });
  if (input.auctionLinks.length > LIMITS.auctionLinksMax)
    errors.push({ field: 'auctionLinks', message: M.auctionLinksMax });
  input.auctionLinks.forEach((link, i) => {
    const message = blank(link) ? M.fillOrRemove : websiteError(link);
    if (message) errors.push({ field: `auctionLinks.${i}`, message });
  });
  return errors;
};
