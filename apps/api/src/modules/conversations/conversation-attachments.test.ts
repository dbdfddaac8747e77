import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { acquire, pdf, put } from '../attachments/testing.js';
import { api, buildScene, type Scene, startThread, uploadFile } from './conversation-test-helpers.js';

const t = useTestApp();
let s: Scene;
let id = 0;
const call = (...args: Parameters<ReturnType<typeof api>['call']>) => api(t.app).call(...args);

beforeAll(async () => {
  s = await buildScene(t.app, t.login);
  id = await startThread(t.app, s);
});

describe('files of a conversation', () => {
  it('sends a message with only an attachment; both sides see it in the panel, 15 per page', async () => {
    const uuid = await uploadFile(t.app, s.headers.starter, 'CONVERSATION', 'kosztorys.pdf');
    const sent = await call(s.headers.starter, 'POST', `/conversations/${id}/messages`, { attachments: [uuid] });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().messages.at(-1).attachments).toEqual([
      expect.objectContaining({ uuid, attachmentName: 'kosztorys.pdf' }),
    ]);
    const page = (await call(s.headers.contact, 'GET', `/conversations/${id}/attachments`)).json();
    expect(page).toMatchObject({ totalElements: 1, size: 15, page: 0 });
    expect(page.content[0].uuid).toBe(uuid);
  });

  it("refuses someone else's file, a file of another target and an unknown one, storing no message", async () => {
    const before = await t.app.db.execute(
      sql`select count(*)::int as n from conversation_messages where conversation_id = ${id}`,
    );
    const theirs = await uploadFile(t.app, s.headers.colleague, 'CONVERSATION');
    const orderFile = await uploadFile(t.app, s.headers.starter, 'ORDER');
    for (const attachments of [[theirs], [orderFile], ['7d7f2c1e-5b7a-4a5e-9d55-0c1f3c2a9b10'], ['nie-uuid']]) {
      const res = await call(s.headers.starter, 'POST', `/conversations/${id}/messages`, { text: 'Plik', attachments });
      expect(res.statusCode).toBe(400);
    }
    const after = await t.app.db.execute(
      sql`select count(*)::int as n from conversation_messages where conversation_id = ${id}`,
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('refuses a file whose upload never arrived, in a message, a first message and the private list', async () => {
    const count = () =>
      t.app.db.execute(sql`select count(*)::int as n from conversation_messages where conversation_id = ${id}`);
    const before = await count();
    const pending = await acquire(t.app, s.headers.starter, 'CONVERSATION', 'nie-wyslany.pdf');
    const refused = await call(s.headers.starter, 'POST', `/conversations/${id}/messages`, {
      text: 'Plik w załączniku',
      attachments: [pending.uuid],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'ATTACHMENT_NOT_UPLOADED',
      message: 'Załącznik nie został przesłany. Dodaj plik ponownie.',
    });
    expect((await count()).rows).toEqual(before.rows);

    const other = await buildScene(t.app, t.login);
    const firstFile = await acquire(t.app, other.headers.starter, 'CONVERSATION', 'oferta.pdf');
    const start = await call(other.headers.starter, 'POST', `/orders/${other.order.id}/conversation`, {
      text: 'Dzień dobry',
      industryIds: other.industries,
      attachments: [firstFile.uuid],
    });
    expect(start.statusCode).toBe(400);
    expect(start.json().code).toBe('ATTACHMENT_NOT_UPLOADED');

    const privateFile = await acquire(t.app, s.headers.starter, 'ADDITIONAL', 'notatki.pdf');
    const list = await call(s.headers.starter, 'PUT', '/attachments/additional', {
      conversationId: id,
      attachments: [privateFile.uuid],
    });
    expect(list.statusCode).toBe(400);
    expect(list.json().code).toBe('ATTACHMENT_NOT_UPLOADED');

    // once the file arrives, the same message goes through
    await put(t.app, pending.fields.presignedUrl, pdf);
    const sent = await call(s.headers.starter, 'POST', `/conversations/${id}/messages`, {
      text: 'Plik w załączniku',
      attachments: [pending.uuid],
    });
    expect(sent.statusCode).toBe(201);
  });

  it('keeps private files to the company: the other side neither lists them nor reads their link', async () => {
    const uuid = await uploadFile(t.app, s.headers.starter, 'ADDITIONAL', 'notatki.pdf');
    const saved = await call(s.headers.starter, 'PUT', '/attachments/additional', {
      conversationId: id,
      attachments: [uuid],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ totalElements: 1, size: 5 });
    // a colleague of the company sees them once in the thread
    await call(s.headers.colleague, 'POST', `/conversations/${id}/join`);
    const colleague = (await call(s.headers.colleague, 'GET', `/attachments/additional?conversationId=${id}`)).json();
    expect(colleague.content.map((a: { uuid: string }) => a.uuid)).toEqual([uuid]);
    const requester = (await call(s.headers.contact, 'GET', `/attachments/additional?conversationId=${id}`)).json();
    expect(requester.totalElements).toBe(0);
    expect((await call(s.headers.contact, 'GET', `/attachments/${uuid}`)).statusCode).toBe(403);
    const steal = await call(s.headers.contact, 'PUT', '/attachments/additional', {
      conversationId: id,
      attachments: [uuid],
    });
    expect(steal.statusCode).toBe(400);
    const outsider = await call(s.headers.outsider, 'GET', `/attachments/additional?conversationId=${id}`);
    expect(outsider.statusCode).toBe(404);
    // the list is replaced as a whole; a file already on it may stay
    expect(
      (await call(s.headers.colleague, 'PUT', '/attachments/additional', { conversationId: id, attachments: [uuid] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(s.headers.starter, 'PUT', '/attachments/additional', { conversationId: id, attachments: [] })).json()
        .totalElements,
    ).toBe(0);
  });

  it('pages private files by 5', async () => {
    const uuids = [];
    for (let i = 0; i < 6; i += 1)
      uuids.push(await uploadFile(t.app, s.headers.starter, 'ADDITIONAL', `plik-${i}.pdf`));
    await call(s.headers.starter, 'PUT', '/attachments/additional', { conversationId: id, attachments: uuids });
    const second = (await call(s.headers.starter, 'GET', `/attachments/additional?conversationId=${id}&page=1`)).json();
    expect(second).toMatchObject({ totalElements: 6, totalPages: 2, page: 1 });
    expect(second.content).toHaveLength(1);
  });
});
