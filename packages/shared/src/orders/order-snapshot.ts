/**
 * What a version of a released order records (deadlines, industries and
 * their scopes, description, documents): a snapshot of those parts and their readable difference.
 * The snapshot is stored as JSON, hence its schema.
 */
import { z } from 'zod';
import { formatNumber } from '../format.js';
import { text } from '../text.js';

export const orderSnapshotSchema = z.object({
  offerDeadlineFrom: text().nullable(),
  offerDeadlineTo: text().nullable(),
  /** 'YYYY-MM' */
  workDeadlineFrom: text().nullable(),
  workDeadlineTo: text().nullable(),
  industries: z.array(
    z.object({
      id: z.number().int(),
      name: text(),
      workScopeNumber: z.number().nullable(),
      unit: text().nullable(),
      description: text().nullable(),
    }),
  ),
  /** The sanitised rich text; compared as stored. */
  description: text().nullable(),
  /** Links ('Dokumenty') and uploaded files ('Załączniki'), both documents of the order to a reader. */
  documents: z.array(z.object({ key: text(), name: text() })),
});
export type OrderSnapshot = z.infer<typeof orderSnapshotSchema>;

const day = (iso: string | null) => (iso ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}` : 'brak');
const month = (yearMonth: string | null) => (yearMonth ? `${yearMonth.slice(5, 7)}.${yearMonth.slice(0, 4)}` : '…');
const workFront = (s: OrderSnapshot) =>
  s.workDeadlineFrom || s.workDeadlineTo ? `${month(s.workDeadlineFrom)}–${month(s.workDeadlineTo)}` : 'brak';
const scope = (i: OrderSnapshot['industries'][number]) =>
  i.workScopeNumber === null ? 'brak' : `${formatNumber(i.workScopeNumber, 2)}${i.unit ? ` ${i.unit}` : ''}`;

const changed = (label: string, before: string, after: string) =>
  before === after ? [] : [`${label}: ${before} → ${after}`];

const industryLines = (before: OrderSnapshot, after: OrderSnapshot): string[] => {
  const old = new Map(before.industries.map((i) => [i.id, i]));
  const now = new Map(after.industries.map((i) => [i.id, i]));
  const lines = after.industries.filter((i) => !old.has(i.id)).map((i) => `Dodano branżę: ${i.name} (${scope(i)})`);
  lines.push(...before.industries.filter((i) => !now.has(i.id)).map((i) => `Usunięto branżę: ${i.name}`));
  for (const i of after.industries) {
    const was = old.get(i.id);
    if (!was) continue;
    lines.push(...changed(`Zakres prac (${i.name})`, scope(was), scope(i)));
    if ((was.description ?? '') !== (i.description ?? '')) lines.push(`Zmieniono opis zakresu (${i.name})`);
  }
  return lines;
};

const documentLines = (before: OrderSnapshot, after: OrderSnapshot): string[] => {
  const old = new Set(before.documents.map((d) => d.key));
  const now = new Set(after.documents.map((d) => d.key));
  return [
    ...after.documents.filter((d) => !old.has(d.key)).map((d) => `Dodano dokument: ${d.name}`),
    ...before.documents.filter((d) => !now.has(d.key)).map((d) => `Usunięto dokument: ${d.name}`),
  ];
};

/**
 * The readable difference of two snapshots, one Polish line per change, in the order of the card:
 * deadlines, industries and scopes, description, documents. Empty: nothing a bidder reads changed.
 */
export const orderSnapshotDiff = (before: OrderSnapshot, after: OrderSnapshot): string[] => [
  ...changed('Początek składania ofert', day(before.offerDeadlineFrom), day(after.offerDeadlineFrom)),
  ...changed('Termin składania ofert', day(before.offerDeadlineTo), day(after.offerDeadlineTo)),
  ...changed('Termin realizacji', workFront(before), workFront(after)),
  ...industryLines(before, after),
  ...((before.description ?? '') === (after.description ?? '') ? [] : ['Zmieniono opis']),
  ...documentLines(before, after),
];
