import type { GusCompany } from '@platform/shared';

/** XML helpers for the GUS BIR1 answers (SOAP 1.2, possibly wrapped in an MTOM multipart body). */
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
export const decodeXml = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1]?.toLowerCase() === 'x' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (ENTITIES[e.toLowerCase()] ?? ''),
  );
export const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => `&${Object.entries(ENTITIES).find(([, v]) => v === c)?.[0]};`);

/** The text of the first element with this local name (any namespace prefix), decoded; null when absent. */
export const elementText = (xml: string, name: string): string | null => {
  const match = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${name}>`).exec(xml);
  if (match) return decodeXml(match[1] ?? '').trim();
  return new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?/>`).test(xml) ? '' : null;
};

const orNull = (v: string | null) => (v?.trim() ? v.trim() : null);

/** The first <dane> of a DaneSzukajPodmioty result as a company; null for an ErrorCode answer or no data. */
export const parseSearchResult = (resultXml: string): GusCompany | null => {
  const dane = /<dane>([\s\S]*?)<\/dane>/.exec(resultXml)?.[1];
  if (!dane || elementText(dane, 'ErrorCode') !== null) return null;
  const field = (name: string) => orNull(elementText(dane, name));
  const name = field('Nazwa');
  if (!name) return null;
  return {
    nip: field('Nip') ?? '',
    regon: field('Regon'),
    name,
    province: field('Wojewodztwo')?.toLowerCase() ?? null,
    district: field('Powiat')?.toLowerCase() ?? null,
    commune: field('Gmina'),
    city: field('Miejscowosc'),
    zipCode: field('KodPocztowy'),
    postOffice: field('MiejscowoscPoczty'),
    street: field('Ulica'),
    streetNo: field('NrNieruchomosci'),
    apartmentNo: field('NrLokalu'),
    inactiveSince: field('DataZakonczeniaDzialalnosci'),
  };
};
