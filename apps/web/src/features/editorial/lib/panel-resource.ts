import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { editorsPaths } from '@/config/editors-paths';

/** A form field of the generic panel form; `max` is shown as a counter and enforced by the shared schema. */
export type FieldDef =
  | { kind: 'text' | 'textarea'; name: string; label: string; max: number; required?: boolean }
  | { kind: 'rich'; name: string; label: string; max: number; required?: boolean }
  | { kind: 'url'; name: string; label: string; max: number }
  | { kind: 'image'; name: string; label: string }
  | { kind: 'datetime' | 'date' | 'time'; name: string; label: string; required?: boolean }
  | { kind: 'select'; name: string; label: string; options: { value: string; label: string }[]; required?: boolean }
  | { kind: 'link'; name: string; label: string; resource: string; multiple: boolean }
  | { kind: 'publication'; name: string; label: string };

/** A list filter: fixed options, or entries of another kind (chosen by search). */
export type FilterDef =
  | { kind: 'select'; name: string; label: string; options: { value: string; label: string }[] }
  | { kind: 'link'; name: string; label: string; resource: string };

export type Column<T> = { key: string; title: string; render: (item: T) => ReactNode; width?: number };

/** Labels a linked-entries field starts with (its saved links), so a chosen entry shows its name. */
export type Named = { id: number; name: string };

/**
 * One kind in the editors panel (document 2, section 2.9): what the generic list and form need. The ten
 * kinds are configurations of the same list and form, not ten copies.
 */
// biome-ignore lint/suspicious/noExplicitAny: a kind's item type is its own; the registry holds kinds of every type
export type PanelResource<T = any> = {
  key: keyof typeof editorsPaths;
  /** the API's path segment under /editorial */
  apiPath: string;
  itemSchema: z.ZodType<T>;
  writeSchema: z.ZodType;
  addLabel: string;
  searchPlaceholder: string;
  idOf: (item: T) => number;
  titleOf: (item: T) => string;
  columns: Column<T>[];
  filters?: FilterDef[];
  fields: FieldDef[];
  /** the form's values for an entry (null: a new one), in the write's shape */
  toForm: (item: T | null) => Record<string, unknown>;
  /** the names of an entry's saved links, by field name */
  linkLabels?: (item: T) => Record<string, Named[]>;
  /** the current image's address, for the form's preview */
  imageOf?: (item: T) => string | null;
  /** where a reader sees the entry (the panel's 'Podgląd') */
  previewPath?: (item: T) => string;
  /** the entry's own page in the panel, when it has one (articles, webinars) */
  entryPath?: (id: number) => string;
};
