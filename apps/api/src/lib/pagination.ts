/** The page shape of every paginated list (spec 7): `content` plus its totals. */
export type Page<T> = { content: T[]; totalElements: number; totalPages: number; page: number; size: number };

/** Wraps one SQL-paginated slice and the count of all matching rows into the page shape. */
export const toPage = <T>(content: T[], totalElements: number, page: number, size: number): Page<T> => ({
  content,
  totalElements,
  totalPages: size > 0 ? Math.ceil(totalElements / size) : 0,
  page,
  size,
});
