import { type OfferNote, ORDER_OFFER_LIMITS, type Page } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { actorOf } from '../../plugins/auth.js';
import {
  deleteNote,
  editNote,
  findNote,
  findNoteEdits,
  findNotePage,
  findNoteWithAuthor,
  insertNote,
} from './offer-notes.queries.js';
import { presentNote } from './offers.presenter.js';
import { companyHasOffers } from './offers.queries.js';
import { loadOffersOrder } from './offers.service.js';

/**
 * Notes are the requester's, private to the order's editors (document 2, section 3 "Offer notes"):
 * a contractor, another company or a temporary visitor never reads them. They may be written while
 * the order is archived too (a settled order's notes are still worth keeping).
 */
const notesOf = async (app: FastifyInstance, auth: AuthContext, orderId: number, companyId: number) => {
  await loadOffersOrder(app, auth, orderId);
  if (!(await companyHasOffers(app.db, orderId, companyId))) throw appError('ORDER_OFFER_NOT_FOUND');
};

const readNote = async (app: FastifyInstance, noteId: number) => {
  const row = await findNoteWithAuthor(app.db, noteId);
  if (!row) throw appError('OFFER_NOTE_NOT_FOUND');
  return presentNote(row, await findNoteEdits(app.db, [noteId]));
};

/** GET .../offers/companies/{companyId}/notes?page: pages of 5, newest first (document 2, section 9). */
export const getNotes = async (
  app: FastifyInstance,
  auth: AuthContext,
  key: { orderId: number; companyId: number },
  page: number,
): Promise<Page<OfferNote>> => {
  await notesOf(app, auth, key.orderId, key.companyId);
  const size = ORDER_OFFER_LIMITS.notesPageSize;
  const { rows, total } = await findNotePage(app.db, key.orderId, key.companyId, page, size);
  const edits = await findNoteEdits(
    app.db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => presentNote(r, edits)),
    total,
    page,
    size,
  );
};

/** POST .../offers/companies/{companyId}/notes. */
export const addNote = async (
  app: FastifyInstance,
  auth: AuthContext,
  key: { orderId: number; companyId: number },
  text: string,
): Promise<OfferNote> => {
  await notesOf(app, auth, key.orderId, key.companyId);
  const id = await insertNote(app.db, { ...key, authorUserId: actorOf(auth).id, text });
  return readNote(app, id);
};

/** PUT .../notes/{noteId}: any editor may edit; the replaced text goes to the history (editTime, editorId). */
export const updateNote = async (
  app: FastifyInstance,
  auth: AuthContext,
  key: { orderId: number; companyId: number; noteId: number },
  text: string,
): Promise<OfferNote> => {
  await notesOf(app, auth, key.orderId, key.companyId);
  await app.db.transaction(async (tx) => {
    const note = await findNote(tx, key.orderId, key.companyId, key.noteId);
    if (!note) throw appError('OFFER_NOTE_NOT_FOUND');
    if (note.text === text) return;
    await editNote(tx, { id: note.id, previousText: note.text }, { text, editorUserId: actorOf(auth).id });
  });
  return readNote(app, key.noteId);
};

/**
 * DELETE .../notes/{noteId} (document 2, section 7: notes are created, edited and deleted): any
 * editor of the order, like an edit; the note and its history go.
 */
export const removeNote = async (
  app: FastifyInstance,
  auth: AuthContext,
  key: { orderId: number; companyId: number; noteId: number },
): Promise<void> => {
  await notesOf(app, auth, key.orderId, key.companyId);
  if (!(await deleteNote(app.db, key.orderId, key.companyId, key.noteId))) throw appError('OFFER_NOTE_NOT_FOUND');
};
