import { MESSAGES } from '@platform/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAILURE_PRESETS, handleFailure } from './api-failures';
import { readErrorPayload } from './error-payload';
import { setNotifier } from './notify';

describe('failure presets', () => {
  it('no two presets handle failures alike: a preset exists for a combination the callers use', () => {
    const seen = new Map<string, string>();
    for (const [name, handling] of Object.entries(FAILURE_PRESETS)) {
      const shape = JSON.stringify(Object.entries(handling).sort(([a], [b]) => a.localeCompare(b)));
      expect(seen.get(shape), `${name} handles failures as ${seen.get(shape)} does`).toBeUndefined();
      seen.set(shape, name);
    }
  });
});

describe('the request id of a failure', () => {
  const toast = { error: vi.fn(), success: vi.fn(), info: vi.fn() };
  beforeEach(() => setNotifier(toast));
  afterEach(() => {
    setNotifier(null);
    toast.error.mockReset();
  });

  const answer = (status: number, requestId?: string) =>
    new Response(
      JSON.stringify({ status, code: status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR', message: 'x' }),
      {
        status,
        headers: { 'content-type': 'application/json', ...(requestId ? { 'x-request-id': requestId } : {}) },
      },
    );

  it("a server failure's toast carries the id the server log has", async () => {
    const error = handleFailure(500, await readErrorPayload(answer(500, 'c0ffee-12')), { failures: 'page' });
    expect(error.requestId).toBe('c0ffee-12');
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.unknownError, 'c0ffee-12');
  });

  it('a bad-input toast stays as it was; the error still knows its id', async () => {
    const error = handleFailure(400, await readErrorPayload(answer(400, 'bad-1')), { failures: 'page' });
    expect(error.requestId).toBe('bad-1');
    expect(toast.error).toHaveBeenCalledWith('x');
  });

  it('an answer without the header toasts the text alone', async () => {
    handleFailure(502, await readErrorPayload(new Response('', { status: 502 })), { failures: 'page' });
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.unknownError);
  });
});
