const zone = { timeZone: 'Europe/Warsaw' } as const;

/** '12 marca 2026' */
export const formatDay = (iso: string): string =>
  new Intl.DateTimeFormat('pl-PL', { ...zone, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** '12 marca 2026, 10:00' */
export const formatDayTime = (iso: string): string =>
  new Intl.DateTimeFormat('pl-PL', {
    ...zone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** An agenda day ('2026-03-12', no zone): 'czwartek, 12 marca 2026' */
export const formatAgendaDay = (day: string): string =>
  new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
