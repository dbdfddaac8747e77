import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { api, buildScene, type Headers, type Scene, startThread } from './conversation-test-helpers.js';

/**
 * Every conversation call × every relation to a thread (spec 6: participant, colleague not
 * participant, requester contact, requester non-contact, other company, staff, anonymous).
 * Temporary access is refused on all of them by modules/auth/temporary-access-matrix.test.ts.
 * The rows run in order; the ones that change something come where the later ones expect it.
 */
const t = useTestApp({ logins: ['administrator'] });
const WHO = ['starter', 'colleague', 'contact', 'requesterColleague', 'outsider', 'staff', 'anonymous'] as const;
type Who = (typeof WHO)[number];
type Row = {
  call: string;
  request: (s: Scene, id: number) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
  expected: Record<Who, number>;
};

const reader = {
  starter: 200,
  colleague: 403,
  contact: 200,
  requesterColleague: 404,
  outsider: 404,
  staff: 200,
  anonymous: 401,
};
const everyone = {
  starter: 200,
  colleague: 200,
  contact: 200,
  requesterColleague: 200,
  outsider: 200,
  staff: 200,
  anonymous: 401,
};

const ROWS: Row[] = [
  {
    call: 'GET availability',
    request: (s) => ({ method: 'GET', url: `/orders/${s.order.id}/conversation/availability` }),
    expected: everyone,
  },
  {
    call: 'GET /orders/{id}/conversation',
    request: (s) => ({ method: 'GET', url: `/orders/${s.order.id}/conversation` }),
    expected: { ...reader, contact: 404, staff: 404 },
  },
  {
    call: 'GET /conversations/{id}',
    request: (_s, id) => ({ method: 'GET', url: `/conversations/${id}` }),
    expected: reader,
  },
  {
    call: 'GET industries',
    request: (_s, id) => ({ method: 'GET', url: `/conversations/${id}/industries` }),
    expected: reader,
  },
  {
    call: 'PUT industries',
    request: (s, id) => ({
      method: 'PUT',
      url: `/conversations/${id}/industries`,
      payload: { industryIds: s.industries },
    }),
    expected: { ...reader, contact: 403, staff: 403 },
  },
  {
    call: 'GET participants',
    request: (_s, id) => ({ method: 'GET', url: `/conversations/${id}/participants` }),
    expected: reader,
  },
  {
    call: 'POST participants',
    request: (s, id) => ({
      method: 'POST',
      url: `/conversations/${id}/participants`,
      payload: { userIds: [s.starter.id] },
    }),
    expected: { ...reader, contact: 403, staff: 403 },
  },
  {
    call: 'DELETE participant',
    request: (s, id) => ({ method: 'DELETE', url: `/conversations/${id}/participants/${s.contact.id}` }),
    expected: { ...reader, starter: 403, contact: 400, staff: 403 },
  },
  {
    call: 'PUT read',
    request: (_s, id) => ({ method: 'PUT', url: `/conversations/${id}/read` }),
    expected: { ...reader, starter: 204, contact: 204, staff: 204 },
  },
  {
    call: 'POST messages',
    request: (_s, id) => ({ method: 'POST', url: `/conversations/${id}/messages`, payload: { text: 'Wiadomość' } }),
    expected: { ...reader, starter: 201, contact: 201, staff: 403 },
  },
  {
    call: 'GET attachments',
    request: (_s, id) => ({ method: 'GET', url: `/conversations/${id}/attachments` }),
    expected: reader,
  },
  {
    call: 'GET additional',
    request: (_s, id) => ({ method: 'GET', url: `/attachments/additional?conversationId=${id}` }),
    // staff have no company, so no private files
    expected: { ...reader, staff: 404 },
  },
  {
    call: 'PUT additional',
    request: (_s, id) => ({
      method: 'PUT',
      url: '/attachments/additional',
      payload: { conversationId: id, attachments: [] },
    }),
    expected: { ...reader, staff: 404 },
  },
  { call: 'GET unread/me', request: () => ({ method: 'GET', url: '/conversations/unread/me' }), expected: everyone },
  {
    call: 'GET investments',
    request: () => ({ method: 'GET', url: '/conversations/investments' }),
    expected: everyone,
  },
  {
    call: 'GET investments/{id}',
    request: (s) => ({ method: 'GET', url: `/conversations/investments/${s.order.investmentId}` }),
    expected: everyone,
  },
  {
    call: 'GET orders/{id}',
    request: (s) => ({ method: 'GET', url: `/conversations/orders/${s.order.id}` }),
    expected: everyone,
  },
  {
    call: 'POST start',
    request: (s) => ({
      method: 'POST',
      url: `/orders/${s.order.id}/conversation`,
      payload: { text: 'Pytanie', industryIds: [401] },
    }),
    // the other company may start its own thread (and does, here)
    expected: {
      starter: 409,
      colleague: 409,
      contact: 403,
      requesterColleague: 403,
      outsider: 201,
      staff: 403,
      anonymous: 401,
    },
  },
  {
    call: 'POST join',
    request: (_s, id) => ({ method: 'POST', url: `/conversations/${id}/join` }),
    expected: {
      starter: 409,
      colleague: 200,
      contact: 403,
      requesterColleague: 403,
      outsider: 403,
      staff: 403,
      anonymous: 401,
    },
  },
];

let s: Scene;
let id = 0;
let headersOf: Record<Who, Headers | undefined>;
beforeAll(async () => {
  s = await buildScene(t.app, t.login);
  id = await startThread(t.app, s);
  headersOf = { ...s.headers, staff: t.headers.administrator, anonymous: undefined };
});

describe('conversation access matrix', () => {
  for (const row of ROWS) {
    it(`${row.call}`, async () => {
      const answers: Record<string, number> = {};
      for (const who of WHO) {
        const { method, url, payload } = row.request(s, id);
        answers[who] = (await api(t.app).call(headersOf[who], method, url, payload)).statusCode;
      }
      expect(answers).toEqual(row.expected);
    });
  }
});
