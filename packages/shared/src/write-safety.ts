import { z } from 'zod';

/**
 * Writes that neither repeat nor overwrite (spec 8): a submit carries an Idempotency-Key, so a
 * double click or a retried request is answered once; an edit form's save carries the version it
 * was read at, so a save from a stale tab is refused instead of replacing newer changes.
 */

/** The header of a creating or state-changing call: one key per submit. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
/** A key: letters, digits, '-' and '_' (a UUID in the web), at most 100 characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** How long an answer is kept for a repeat of its key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export const WRITE_SAFETY_MESSAGES = {
  staleVersion:
    'Ktoś zapisał zmiany w tym czasie (np. w innej karcie). Wczytaj aktualną wersję, aby nie nadpisać tamtych zmian.',
  requestInProgress: 'To zgłoszenie jest już wysyłane. Poczekaj na odpowiedź.',
  keyReused: 'Ten klucz zgłoszenia użyto już dla innego zgłoszenia. Wyślij formularz ponownie.',
  keyInvalid: 'Nieprawidłowy klucz zgłoszenia (Idempotency-Key).',
  versionRequired: 'Brak wersji formularza. Wczytaj stronę ponownie.',
  reload: 'Wczytaj aktualną wersję',
  unsavedTitle: 'Niezapisane zmiany',
  unsavedChanges: 'Masz niezapisane zmiany. Jeśli wyjdziesz, zostaną utracone.',
  unsavedLeave: 'Wyjdź bez zapisywania',
  unsavedStay: 'Zostań',
  sessionEnded: 'Sesja wygasła. Zaloguj się ponownie, a wrócisz do tej samej strony.',
} as const;

/** The version an edit form was read at: the GET answers it, the PUT sends it back. */
export const editVersionSchema = z
  .number({ error: WRITE_SAFETY_MESSAGES.versionRequired })
  .int(WRITE_SAFETY_MESSAGES.versionRequired)
  .min(1, WRITE_SAFETY_MESSAGES.versionRequired)
  .max(2_147_483_647, WRITE_SAFETY_MESSAGES.versionRequired);
