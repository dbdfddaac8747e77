import { polishDay } from '@platform/shared';

const DAY_MS = 86_400_000;

/**
 * Today and the Sunday that ends this week (Polish weeks start on Monday), as 'YYYY-MM-DD' of Poland:
 * the offer-deadline range of "deadline this week".
 */
export const thisWeek = (now: Date): { from: string; to: string } => {
  const from = polishDay(now);
  const weekday = new Date(`${from}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  const daysLeft = weekday === 0 ? 0 : 7 - weekday;
  return { from, to: new Date(Date.parse(`${from}T12:00:00Z`) + daysLeft * DAY_MS).toISOString().slice(0, 10) };
};
