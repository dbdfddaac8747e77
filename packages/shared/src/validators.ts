/** Pure validators shared by the server and the form mirrors in the browser. */

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL_RE.test(value.trim());

/** NIP written as 000-000-00-00 (spec document 2, section 5). */
export const NIP_PATTERN = /^\d{3}-\d{3}-\d{2}-\d{2}$/;
export const isNipFormatted = (value: string): boolean => NIP_PATTERN.test(value);

/** Strips separators: 123-456-32-18 -> 1234563218. */
export const normalizeNip = (value: string): string => value.replace(/[\s-]/g, '');

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];
/** Checks the NIP control digit (GUS algorithm). */
export const hasValidNipChecksum = (value: string): boolean => {
  const digits = normalizeNip(value);
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = NIP_WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const control = sum % 11;
  return control !== 10 && control === Number(digits[9]);
};

/** Formats 10 digits as 000-000-00-00. */
export const formatNip = (value: string): string => {
  const d = normalizeNip(value);
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}` : value;
};

export const ZIP_PATTERN = /^\d{2}-\d{3}$/;
export const isZipCode = (value: string): boolean => ZIP_PATTERN.test(value);
/** A Polish postal code while typing: 00950 -> 00-950 (digits only, at most five). */
export const formatZipCode = (value: string): string => {
  const digits = value.replace(/\D/g, '').slice(0, 5);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
};

/** 5 to 15 digits, allowing +, parentheses and spaces (invite-user phone, spec 5). */
export const isInvitePhone = (value: string): boolean => {
  if (!/^[+()\d\s]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 5 && digits <= 15;
};

/** Home-country phone: "+48 (00) 000 00 00" or "000 000 000". */
export const POLISH_PHONE_PATTERNS = [/^\+48 \(\d{2}\) \d{3} \d{2} \d{2}$/, /^\d{3} \d{3} \d{3}$/];
export const isPolishPhone = (value: string): boolean => POLISH_PHONE_PATTERNS.some((re) => re.test(value));
/** The first two digits of Polish mobile numbers (the national numbering plan); the rest are area codes. */
const MOBILE_PREFIXES = new Set(['45', '50', '51', '53', '57', '60', '66', '69', '72', '73', '78', '79', '88']);

/**
 * A home-country phone however it was typed ('+48 600 100 200', '0048600100200', '600-100-200',
 * '+48 22 123 45 67') in the spec's format (document 2, section 5: "+48 (00) 000 00 00" or
 * "000 000 000"), the one stored and shown: a mobile number as '600 100 200', a landline with its
 * area code as '+48 (22) 123 45 67'. Anything else (a foreign number, a typo) comes back trimmed and
 * unchanged, for the phone rule to judge.
 */
export const normalizePhone = (value: string): string => {
  const v = value.trim();
  if (isPolishPhone(v) || !/^\+?[\d\s().-]+$/.test(v)) return v;
  let digits = v.replace(/\D/g, '');
  if (v.startsWith('+')) {
    if (!digits.startsWith('48')) return v;
    digits = digits.slice(2);
  } else if (digits.startsWith('0048')) digits = digits.slice(4);
  if (digits.length !== 9) return v;
  return MOBILE_PREFIXES.has(digits.slice(0, 2))
    ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`
    : `+48 (${digits.slice(0, 2)}) ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
};

/** A foreign phone may hold anything but letters. */
export const isForeignPhone = (value: string): boolean => value.trim().length > 0 && !/\p{L}/u.test(value);

/**
 * A website is valid if it uses only http or https, its host contains a dot and only letters,
 * digits, hyphens and dots, it has no spaces, is not an e-mail and does not begin with a slash or dot.
 */
export const isWebsite = (value: string): boolean => {
  const v = value.trim();
  if (!v || /\s/.test(v) || v.startsWith('/') || v.startsWith('.')) return false;
  if (isEmail(v)) return false;
  const protocol = /^([a-z][a-z0-9+.-]*):\/\//i.exec(v);
  if (protocol && !/^https?$/i.test(protocol[1] ?? '')) return false;
  const rest = protocol ? v.slice(protocol[0].length) : v;
  const host = rest.split(/[/?#]/)[0] ?? '';
  if (!host.includes('.') || host.startsWith('.') || host.endsWith('.')) return false;
  return /^[\p{L}\d.-]+$/u.test(host);
};

/** Links in rich text without a protocol get https. */
export const withProtocol = (value: string): string => (/^https?:\/\//i.test(value) ? value : `https://${value}`);

/** Turnover with a comma as the decimal separator ("12,5" -> 12.5); null when not a number. */
export const parseTurnover = (value: string): number | null => {
  const normalized = value.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
};

/** Folds Polish diacritics and case, as the server's search does. */
export const foldText = (value: string): string =>
  value
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/** Password rule for registration: at least 8 characters with a letter and a digit. */
export const isStrongPassword = (value: string): boolean =>
  value.length >= 8 && /\p{L}/u.test(value) && /\d/.test(value);
