import dayjs from 'dayjs';
import 'dayjs/locale/pl';

/** Dates of the messages area in Polish: DD.MM.YYYY, times HH:mm, work front as MM.YYYY. */
export const day = (iso: string | null) => (iso ? dayjs(iso).format('DD.MM.YYYY') : '–');
export const time = (iso: string) => dayjs(iso).format('HH:mm');
export const monthYear = (ym: string | null) => (ym ? dayjs(`${ym}-01`).format('MM.YYYY') : '–');
export const range = (from: string | null, to: string | null, show: (v: string | null) => string) =>
  from || to ? `${show(from)} – ${show(to)}` : '–';

/** Day headings of a thread: "Dzisiaj", "Wczoraj" or the date. */
export const dayHeading = (iso: string) => {
  const d = dayjs(iso);
  if (d.isSame(dayjs(), 'day')) return 'Dzisiaj';
  if (d.isSame(dayjs().subtract(1, 'day'), 'day')) return 'Wczoraj';
  return d.locale('pl').format('D MMMM YYYY');
};

/** Messages grouped by calendar day, in order. */
export const groupByDay = <T extends { sent: string }>(messages: T[]) => {
  const groups: { day: string; items: T[] }[] = [];
  for (const m of messages) {
    const key = dayjs(m.sent).format('YYYY-MM-DD');
    const last = groups.at(-1);
    if (last?.day === key) last.items.push(m);
    else groups.push({ day: key, items: [m] });
  }
  return groups;
};
