import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { env } from '@/config/env';
import { referenceKeys } from '@/lib/query-keys';

export type VoivodeshipProps = { teryt: string; nazwa: string };
export type VoivodeshipCollection = FeatureCollection<Geometry, VoivodeshipProps>;
export type VoivodeshipFeature = Feature<Geometry, VoivodeshipProps>;

/** The shipped GeoJSON of the 16 voivodeships (served from /v2/geo/): maps stay readable without tiles. */
export const VOIVODESHIPS_URL = `${env.basePath}/geo/wojewodztwa.geojson`;

/** Voivodeship ids 1-16 follow TERYT order: TERYT "02" is 1, "32" is 16. */
export const voivodeshipIdOf = (teryt: string): number => Number(teryt) / 2;

/** The static shapes (a file of the app, not an API call): loaded once per session. */
export const getVoivodeships = async (signal?: AbortSignal): Promise<VoivodeshipCollection> => {
  const response = await fetch(VOIVODESHIPS_URL, { signal });
  if (!response.ok) throw new Error(`GeoJSON ${response.status}`);
  return (await response.json()) as VoivodeshipCollection;
};

export const voivodeshipsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.voivodeships,
    queryFn: ({ signal }) => getVoivodeships(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useVoivodeships = () => useQuery(voivodeshipsQueryOptions());
