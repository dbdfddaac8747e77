/**
 * Settings of the web app, read once from import.meta.env. The three API bases are separate
 * settings so that they can live on separate hosts; by default the one server answers all three.
 */
const read = (value: string | undefined, fallback: string): string => {
  const v = value?.trim();
  return (v ? v : fallback).replace(/\/+$/, '');
};

export const env = {
  /** v2 API: /api/v2/... */
  apiV2Base: read(import.meta.env.VITE_API_V2_BASE, '/api/v2'),
  /** v1 API: /api/v1/... (auth, refresh, sectors, investment locations) */
  apiV1Base: read(import.meta.env.VITE_API_V1_BASE, '/api/v1'),
  /** v1 autocomplete host (Pelias-style location autocomplete) */
  autocompleteBase: read(import.meta.env.VITE_AUTOCOMPLETE_BASE, '/api/autocomplete/v1'),
  /** Where the app is mounted, from Vite's `base` ('/v2/' -> '/v2'). */
  basePath: read(import.meta.env.BASE_URL, '/'),
} as const;

export type ApiBase = 'v2' | 'v1' | 'autocomplete';

export const apiBaseUrl = (base: ApiBase): string =>
  base === 'v2' ? env.apiV2Base : base === 'v1' ? env.apiV1Base : env.autocompleteBase;
