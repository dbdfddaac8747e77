/** The admin location list (spec 2.11, 5 "Admin location form", 8 "Locations"): the form, its answer, its texts. */
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { line, text, WHITESPACE_COLLAPSED } from '../text.js';

export const LOCATION_MESSAGES = {
  cityRequired: 'Proszę podać nazwę lokalizacji',
  required: MESSAGES.required,
  invalidNumber: 'Nieprawidłowa wartość',
  latitudeRange: 'Szerokość geograficzna musi być między -90 a 90',
  longitudeRange: 'Długość geograficzna musi być między -180 a 180',
  formInvalid: MESSAGES.formInvalid,
  duplicate: 'Lokalizacja o takiej nazwie już istnieje',
  createFailed: 'Wystąpił błąd podczas tworzenia lokalizacji',
  addFailed: 'Nie udało się dodać lokalizacji',
  updateFailed: 'Nie udało się zaktualizować lokalizacji',
  deleteFailed: 'Nie udało się usunąć lokalizacji',
  added: 'Lokalizacja została dodana',
  updated: 'Lokalizacja została zaktualizowana',
  deleted: 'Lokalizacja została usunięta',
  inUse: 'Lokalizacja jest przypisana do inwestycji lub firm i nie może zostać usunięta.',
  notFound: 'Nie znaleziono lokalizacji.',
  unknownDistrict: 'Nie znaleziono takiego powiatu w wybranym województwie',
  addTitle: 'Dodaj lokalizację',
  editTitle: 'Edytuj lokalizację',
  deleteConfirm: (name: string) => `Czy na pewno chcesz usunąć lokalizację ${name}?`,
} as const;

/** Trimmed, inner whitespace (line breaks included) collapsed to one space (spec 5), then one required line. */
const name = (required: string) =>
  text({ error: required })
    .max(200)
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(line().min(1, required))
    .meta(WHITESPACE_COLLAPSED);

/** A coordinate: absent is "required", anything but a finite number is "invalid", then the range. */
const coordinate = (limit: number, rangeMessage: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? MESSAGES.required : LOCATION_MESSAGES.invalidNumber,
    })
    .min(-limit, rangeMessage)
    .max(limit, rangeMessage);

/**
 * Body of POST /geolocation and PUT /geolocation/{id}. The province comes from a region suggestion
 * (its id is the trailing digits of 'region:7'); the district is a powiat of that province, by name.
 */
export const locationWriteSchema = z
  .object({
    name: name(LOCATION_MESSAGES.cityRequired),
    district: name(LOCATION_MESSAGES.required),
    provinceId: z.number({ error: LOCATION_MESSAGES.required }).int(LOCATION_MESSAGES.required).min(1).max(16),
    countryCode: line().length(2).default('PL'),
    latitude: coordinate(90, LOCATION_MESSAGES.latitudeRange),
    longitude: coordinate(180, LOCATION_MESSAGES.longitudeRange),
  })
  .meta({ id: 'LocationWrite' });
export type LocationWrite = z.output<typeof locationWriteSchema>;
export type LocationWriteInput = z.input<typeof locationWriteSchema>;
