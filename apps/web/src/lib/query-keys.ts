import type { SessionKind } from './storage';

/**
 * Query keys of the data several features share (the session, settings, reference lists). They
 * live here, not in a feature, so any feature may read them without importing another one.
 */
export const sessionKeys = {
  /** per identity kind, so a login or a temporary access never shows the previous user */
  me: (kind: SessionKind) => ['users', 'me', kind] as const,
  appConfig: ['app-config'] as const,
  featureFlags: (kind: SessionKind) => ['feature-flags', kind] as const,
};

export const referenceKeys = {
  sectors: ['sectors'] as const,
  industries: ['industries'] as const,
  lists: ['reference-lists'] as const,
  investmentLocations: ['investment-locations'] as const,
  locationAutocomplete: (type: string, text: string) => ['geolocation', 'autocomplete', type, text] as const,
  /** under 'companies', so a company merge or delete refreshes the suggestions too */
  companyAutocomplete: (search: string) => ['companies', 'autocomplete', search] as const,
};
