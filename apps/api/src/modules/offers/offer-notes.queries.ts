import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { offerNoteEdits, offerNotes, users } from '../../db/schema.js';

export type NoteRow = {
  id: number;
  text: string;
  postedAt: Date;
  authorUserId: number | null;
  authorFirstName: string | null;
  authorLastName: string | null;
};
export type NoteEditRow = {
  noteId: number;
  editedAt: Date;
  editorUserId: number | null;
  editorFirstName: string | null;
  editorLastName: string | null;
  previousText: string;
};

const ofCompany = (orderId: number, companyId: number) =>
  and(eq(offerNotes.orderId, orderId), eq(offerNotes.companyId, companyId));

/** A note and its author's name, as every note read answers it. */
const noteColumns = {
  id: offerNotes.id,
  text: offerNotes.text,
  postedAt: offerNotes.postedAt,
  authorUserId: offerNotes.authorUserId,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

/** One page of the notes about a company's offer, newest first, with the total (index on order, company, id). */
export const findNotePage = async (db: DbExecutor, orderId: number, companyId: number, page: number, size: number) => {
  const [rows, [total]] = await Promise.all([
    db
      .select(noteColumns)
      .from(offerNotes)
      .leftJoin(users, eq(users.id, offerNotes.authorUserId))
      .where(ofCompany(orderId, companyId))
      .orderBy(desc(offerNotes.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(offerNotes).where(ofCompany(orderId, companyId)),
  ]);
  return { rows: rows as NoteRow[], total: Number(total?.n ?? 0) };
};

/** The first page of notes of every company of an order at once (the by-company list; no N+1). */
export const findFirstNotePages = async (db: DbExecutor, orderId: number, size: number) => {
  const result = await db.execute<NoteRow & { companyId: number }>(sql`
    select n.id, n.text, n.posted_at as "postedAt", n.author_user_id as "authorUserId",
           u.first_name as "authorFirstName", u.last_name as "authorLastName", n.company_id as "companyId"
      from (select *, row_number() over (partition by company_id order by id desc) as rn
              from offer_notes where order_id = ${orderId}) n
      left join users u on u.id = n.author_user_id
     where n.rn <= ${size}
     order by n.company_id, n.id desc`);
  return result.rows.map((r) => ({ ...r, postedAt: new Date(r.postedAt) }));
};

/** The edits of the notes on the first pages of an order's companies (as `findFirstNotePages`). */
export const findFirstPagesEdits = async (db: DbExecutor, orderId: number, size: number): Promise<NoteEditRow[]> => {
  const result = await db.execute<NoteEditRow>(sql`
    select e.note_id as "noteId", e.edited_at as "editedAt", e.editor_user_id as "editorUserId",
           u.first_name as "editorFirstName", u.last_name as "editorLastName", e.previous_text as "previousText"
      from (select id, row_number() over (partition by company_id order by id desc) as rn
              from offer_notes where order_id = ${orderId}) n
      join offer_note_edits e on e.note_id = n.id
      left join users u on u.id = e.editor_user_id
     where n.rn <= ${size}
     order by e.note_id, e.id`);
  return result.rows.map((r) => ({ ...r, editedAt: new Date(r.editedAt) }));
};

export const findNoteEdits = async (db: DbExecutor, noteIds: readonly number[]): Promise<NoteEditRow[]> => {
  if (!noteIds.length) return [];
  return db
    .select({
      noteId: offerNoteEdits.noteId,
      editedAt: offerNoteEdits.editedAt,
      editorUserId: offerNoteEdits.editorUserId,
      editorFirstName: users.firstName,
      editorLastName: users.lastName,
      previousText: offerNoteEdits.previousText,
    })
    .from(offerNoteEdits)
    .leftJoin(users, eq(users.id, offerNoteEdits.editorUserId))
    .where(inArray(offerNoteEdits.noteId, [...noteIds]))
    .orderBy(offerNoteEdits.noteId, offerNoteEdits.id);
};

export const insertNote = async (
  db: DbExecutor,
  row: { orderId: number; companyId: number; authorUserId: number; text: string },
) => {
  const [note] = await db.insert(offerNotes).values(row).returning({ id: offerNotes.id });
  return note!.id;
};

export const findNote = async (db: DbExecutor, orderId: number, companyId: number, noteId: number) => {
  const [row] = await db
    .select()
    .from(offerNotes)
    .where(and(ofCompany(orderId, companyId), eq(offerNotes.id, noteId)))
    .for('update')
    .limit(1);
  return row ?? null;
};

/** Changes a note's text, keeping the text it replaces in the history. */
export const editNote = async (
  db: DbExecutor,
  note: { id: number; previousText: string },
  edit: { text: string; editorUserId: number },
) => {
  await db
    .insert(offerNoteEdits)
    .values({ noteId: note.id, editorUserId: edit.editorUserId, previousText: note.previousText });
  await db.update(offerNotes).set({ text: edit.text }).where(eq(offerNotes.id, note.id));
};

/** One note with its author's name. */
export const findNoteWithAuthor = async (db: DbExecutor, noteId: number): Promise<NoteRow | null> => {
  const [row] = await db
    .select(noteColumns)
    .from(offerNotes)
    .leftJoin(users, eq(users.id, offerNotes.authorUserId))
    .where(eq(offerNotes.id, noteId))
    .limit(1);
  return row ?? null;
};

/** Deletes a note of a company's offer (its edits go with it); null when there was none. */
export const deleteNote = async (db: DbExecutor, orderId: number, companyId: number, noteId: number) => {
  const [row] = await db
    .delete(offerNotes)
    .where(and(ofCompany(orderId, companyId), eq(offerNotes.id, noteId)))
    .returning({ id: offerNotes.id });
  return row ?? null;
};
