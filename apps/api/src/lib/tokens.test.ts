import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens.js';

const SECRET = 'tokens-test-secret-tokens-test-secret-0123';
const claims = { kind: 'user', userId: 7, sessionId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' } as const;

afterEach(() => vi.useRealTimers());

describe('access tokens remembered once verified', () => {
  it('answers the same claims for a remembered token, and refuses one signed with another key', async () => {
    const signer = createTokenSigner(SECRET);
    const token = await signer.signAccess(claims, 60);
    expect(await signer.verifyAccess(token)).toEqual(claims);
    expect(await signer.verifyAccess(token)).toEqual(claims);
    const forged = await createTokenSigner(`${SECRET}-other`).signAccess(claims, 60);
    expect(await signer.verifyAccess(forged)).toBe('invalid');
    // A remembered token with one character changed is another string: verified afresh, refused.
    expect(await signer.verifyAccess(`${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`)).toBe(
      'invalid',
    );
  });

  it('answers expired for a remembered token past its expiry', async () => {
    const signer = createTokenSigner(SECRET);
    const token = await signer.signAccess(claims, 60);
    expect(await signer.verifyAccess(token)).toEqual(claims);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    expect(await signer.verifyAccess(token)).toBe('expired');
    expect(await signer.verifyAccess(token)).toBe('expired');
  });
});
