import type { PagedListRow } from '@/components/paged-list/paged-list';
import { paths } from '@/config/paths';

/** An investment's row of a user's list: its name and city, linked to its card. */
export const investmentRow = (investment: {
  id: number;
  name: string;
  city: string | null;
}): Omit<PagedListRow, 'details'> => ({
  id: investment.id,
  to: paths.investment.to(investment.id),
  name: investment.name,
  city: investment.city,
});
