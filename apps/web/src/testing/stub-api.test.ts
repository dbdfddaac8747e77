import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from './factories';
import { stubApi } from './stub-api';

describe('stubApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers by method and path under the API base, with params, query and the parsed body', async () => {
    stubApi({
      'GET /orders/:id': ({ params, query }) => ({ id: Number(params.id), tab: query.get('tab') }),
      'POST /orders/:id/notes': ({ params, body }) => jsonResponse(201, { orderId: params.id, body }),
    });
    expect(await (await fetch('/api/v2/orders/12?tab=offers')).json()).toEqual({ id: 12, tab: 'offers' });
    const post = await fetch('/api/v2/orders/12/notes', { method: 'POST', body: JSON.stringify({ text: 'x' }) });
    expect(post.status).toBe(201);
    expect(await post.json()).toEqual({ orderId: '12', body: { text: 'x' } });
  });

  it('answers 204 when a handler returns nothing, and any method for a path without one', async () => {
    stubApi({ '/auth/logout': () => undefined, 'GET /orders/*': ({ path }) => ({ path }) });
    expect((await fetch('/api/v1/auth/logout', { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch('/api/v2/orders/12/offers')).json()).toEqual({ path: '/orders/12/offers' });
  });

  it('answers an unknown route with 404 in the API error shape and keeps the calls', async () => {
    const fetchMock = stubApi({ 'GET /users/me': () => ({ id: 1 }) });
    const response = await fetch('/api/v2/users/me', { method: 'PATCH' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
  });
});
