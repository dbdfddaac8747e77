import type { z } from 'zod';

/** A field error in the shape of antd `form.setFields`. */
export type FieldError = { name: (string | number)[]; errors: string[] };

/**
 * Runs the shared zod schema over form values and maps its issues to form fields, so that the
 * form validates exactly as the server does. Returns the parsed data or the field errors.
 */
export const validateWithSchema = <T>(
  schema: z.ZodType<T>,
  values: unknown,
): { success: true; data: T } | { success: false; errors: FieldError[] } => {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const byField = new Map<string, FieldError>();
  for (const issue of result.error.issues) {
    const name = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    const key = name.join('.');
    // the first problem of a field is the one to fix first; more at once is noise
    if (!byField.has(key)) byField.set(key, { name, errors: [issue.message] });
  }
  return { success: false, errors: [...byField.values()] };
};

/**
 * Shows field errors on an antd form. The paths come from the schema at run time, so they are
 * widened here once instead of at every form.
 */
export const showFieldErrors = <F extends { setFields: (fields: never) => void }>(form: F, errors: FieldError[]) =>
  form.setFields(errors as never);
