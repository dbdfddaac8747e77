import type { CompanyAddress } from '@platform/shared';

/** "ul. Energetyków 64/36", "03-000 Warszawa", "mazowieckie" (empty parts left out). */
export const addressLines = (address: CompanyAddress | undefined): string[] => {
  if (!address) return [];
  const cityLine = [address.zipCode, address.city].filter(Boolean).join(' ');
  const province = address.province ? `woj. ${address.province.name}` : null;
  const country = address.country && address.country !== 'PL' ? address.country : null;
  return [address.street, cityLine, province, country].filter((p): p is string => Boolean(p));
};
