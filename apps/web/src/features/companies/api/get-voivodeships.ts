/** The voivodeship shapes are shared with the order map: they live in src/lib/geo. */
export { getVoivodeships, useVoivodeships, voivodeshipsQueryOptions } from '@/lib/geo/voivodeship-shapes';
