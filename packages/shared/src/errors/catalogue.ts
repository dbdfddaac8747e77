/**
 * One row of an error table: the HTTP status the server answers with and the Polish text. `detail`
 * marks codes whose server text is more specific than the table's (it names a file or a field), so
 * the browser shows the server's text for them and the table's for every other code.
 */
export type ErrorEntry = { readonly status: number; readonly message: string; readonly detail?: true };

/**
 * Declares one domain's error table (code → status → message). The tables are `as const` objects,
 * so `ErrorCode` is the union of their keys and a misspelt code does not compile.
 */
export const defineErrors = <const T extends Record<string, ErrorEntry>>(table: T): T => table;
