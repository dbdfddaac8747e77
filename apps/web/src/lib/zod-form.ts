import type { FormProps } from 'antd';
import { useRef } from 'react';
import type { z } from 'zod';

type ScrollFocusOptions = Exclude<FormProps['scrollToFirstError'], boolean | undefined>;

/** A field error in the shape of antd `form.setFields`. */
export type FieldError = { name: (string | number)[]; errors: string[] };

/**
 * Where a failed submit takes the user: the first field in error, scrolled to the middle of the
 * screen and focused. Every form uses it: rule-checked forms through the ConfigProvider default,
 * schema-checked forms through `useFieldErrors`.
 */
export const FIRST_ERROR_SCROLL: ScrollFocusOptions = { block: 'center', behavior: 'smooth', focus: true };

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

/** The antd form calls the shared errors need; paths come from schemas at run time, hence `never`. */
type ErrorForm = {
  setFields: (fields: never) => void;
  scrollToField: (name: never, options?: ScrollFocusOptions) => void;
};

/** Whether `changed` (antd's changedValues, nested like the form) touches the field at `name`. */
const touches = (changed: unknown, name: FieldError['name']): boolean => {
  let node = changed;
  for (const key of name) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return true;
    if (!(key in node)) return false;
    node = (node as Record<string | number, unknown>)[key];
  }
  return true;
};

/**
 * Errors that a form sets itself (schema checks, server answers) rather than through antd rules.
 * `show` replaces what was shown before, then takes the user to the first error; `clearChanged`
 * (from `onValuesChange`) removes the error of a field the user has just changed, so no stale
 * error stays beside a corrected value and the next submit checks everything again.
 */
export const useFieldErrors = (form: ErrorForm) => {
  const shown = useRef<FieldError[]>([]);

  const show = (errors: FieldError[]) => {
    form.setFields([...shown.current.map((e) => ({ name: e.name, errors: [] })), ...errors] as never);
    shown.current = errors;
    const first = errors[0];
    if (first) form.scrollToField(first.name as never, FIRST_ERROR_SCROLL);
  };

  const clearChanged = (changed: unknown) => {
    const stale = shown.current.filter((e) => touches(changed, e.name));
    if (!stale.length) return;
    form.setFields(stale.map((e) => ({ name: e.name, errors: [] })) as never);
    shown.current = shown.current.filter((e) => !stale.includes(e));
  };

  return { show, clearChanged };
};
