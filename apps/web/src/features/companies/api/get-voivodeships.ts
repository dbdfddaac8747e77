import { queryOptions, useQuery } from '@tanstack/react-query';
import { VOIVODESHIPS_URL, type VoivodeshipCollection } from '../lib/voivodeships';
import { companyKeys } from './query-keys';

/** The static voivodeship shapes (a file of the app, not an API call): loaded once per session. */
export const getVoivodeships = async (signal?: AbortSignal): Promise<VoivodeshipCollection> => {
  const response = await fetch(VOIVODESHIPS_URL, { signal });
  if (!response.ok) throw new Error(`GeoJSON ${response.status}`);
  return (await response.json()) as VoivodeshipCollection;
};

export const voivodeshipsQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.voivodeships,
    queryFn: ({ signal }) => getVoivodeships(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useVoivodeships = () => useQuery(voivodeshipsQueryOptions());
