/**
 * A CSV text cell that a spreadsheet would run as a formula, one starting with =, +, -, @, a tab or a
 * carriage return (OWASP, "CSV Injection"), is written with a leading apostrophe, which spreadsheets
 * show as text. Company names, which a company chooses, reach every CSV the product writes (the offers
 * export, the report tables), so each of them writes its texts through this one guard. Numbers are not
 * texts: a negative amount stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvSafeText = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
