import { MESSAGES } from '@platform/shared';
import { isApiError } from '@/lib/api-client';

const reasonOf = (error: unknown): string | null =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? error.message : null;

/** The server's Polish message of a refused offers call (its error table), else the generic one. */
export const errorText = (error: unknown, fallback: string = MESSAGES.unknownError): string =>
  reasonOf(error) ?? fallback;

/**
 * A failure the spec names (8: 'Nie udało się wysłać podziękowań', 'Nie udało się zaktualizować
 * notatki.'), followed by the server's reason when it gives one ("... Notatka nie może być pusta.").
 */
export const failureText = (error: unknown, failure: string): string => {
  const reason = reasonOf(error);
  if (!reason || reason === failure) return failure;
  return `${failure}${failure.endsWith('.') ? '' : '.'} ${reason}`;
};
