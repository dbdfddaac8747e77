import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { TemporaryPermission } from '@platform/shared';
import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** A user token names its session (the refresh-token family), so a logout ends it before it expires. */
export type AccessClaims =
  | { kind: 'user'; userId: number; sessionId: string }
  | { kind: 'temporary'; userId: number; permissions: TemporaryPermission[]; resourceId: number | null };

const ISSUER = 'platforma-budowlana';
/** The protected header of a link token, as jose writes it for HS256. */
const LINK_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A signed link for one purpose (the unsubscribe link of an e-mail): who it is for, what it is
 * about, and its id, so the purpose can record the link as used (one-time). It never passes as an
 * access token (`claimsOf` refuses its type), nor an access token as a link.
 */
export type LinkClaims = { purpose: 'unsubscribe' | 'email-change'; userId: number; subject: string; tokenId: string };

export type TokenSigner = {
  signAccess: (claims: AccessClaims, ttlSeconds: number) => Promise<string>;
  verifyAccess: (token: string) => Promise<AccessClaims | 'expired' | 'invalid'>;
  signLink: (claims: LinkClaims, ttlSeconds: number) => Promise<string>;
  verifyLink: (token: string, purpose: LinkClaims['purpose']) => Promise<LinkClaims | 'expired' | 'invalid'>;
};

/** Verified access tokens kept in process: a token is a few hundred bytes, so 10,000 stay small. */
const VERIFIED_MAX = 10_000;

export const createTokenSigner = (secret: string): TokenSigner => {
  const raw = new TextEncoder().encode(secret);
  // jose imports raw bytes into a WebCrypto key on every call (a thread-pool round trip each time);
  // the key is imported once and reused.
  const keyPromise = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // A token's signature and claims do not change: once verified it is remembered until it expires
  // (by token string, bounded, oldest first out). Ending a session is checked apart from this, per
  // request (plugins/actor-cache.ts), so a logout still refuses a remembered token.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  const verify = async (token: string): Promise<AccessClaims | 'expired' | 'invalid'> => {
    try {
      const { payload } = await jwtVerify(token, await keyPromise, { issuer: ISSUER, algorithms: ['HS256'] });
      const claims = claimsOf(payload);
      if (claims !== 'invalid' && typeof payload.exp === 'number') {
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      }
      return claims;
    } catch (error) {
      return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
    }
  };
  return {
    signAccess: async (claims, ttlSeconds) =>
      new SignJWT(
        claims.kind === 'temporary'
          ? { typ: 'temporary', perms: claims.permissions, rid: claims.resourceId }
          : { typ: 'user', sid: claims.sessionId },
      )
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(await keyPromise),
    // Signed in this thread with node:crypto's HMAC, not WebCrypto's thread-pool round trip: a link is
    // made inside the save that sends its e-mail (the e-mail latency budget). The same compact HS256 JWT as
    // jose writes (RFC 7515), and jose verifies it below.
    signLink: async (claims, ttlSeconds) => {
      const now = Math.floor(Date.now() / 1000);
      const payload = {
        typ: 'link',
        prp: claims.purpose,
        sbj: claims.subject,
        sub: String(claims.userId),
        jti: claims.tokenId,
        iss: ISSUER,
        iat: now,
        exp: now + ttlSeconds,
      };
      const input = `${LINK_HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return `${input}.${createHmac('sha256', raw).update(input).digest('base64url')}`;
    },
    verifyLink: async (token, purpose) => {
      try {
        const { payload } = await jwtVerify(token, await keyPromise, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (payload.typ !== 'link' || payload.prp !== purpose || !Number.isInteger(userId)) return 'invalid';
        if (typeof payload.sbj !== 'string' || typeof payload.jti !== 'string') return 'invalid';
        return { purpose, userId, subject: payload.sbj, tokenId: payload.jti };
      } catch (error) {
        return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
      }
    },
    verifyAccess: async (token) => {
      const hit = verified.get(token);
      if (!hit) return verify(token);
      if (hit.expiresAtMs > Date.now()) return hit.claims;
      verified.delete(token);
      return 'expired';
    },
  };
};

const claimsOf = (payload: JWTPayload): AccessClaims | 'invalid' => {
  const userId = Number(payload.sub);
  if (!Number.isInteger(userId)) return 'invalid';
  if (payload.typ === 'temporary') {
    const perms = Array.isArray(payload.perms) ? (payload.perms as TemporaryPermission[]) : [];
    const rid = typeof payload.rid === 'number' ? payload.rid : null;
    return { kind: 'temporary', userId, permissions: perms, resourceId: rid };
  }
  // Tokens signed before sessions were named carry no sid: their holder refreshes once.
  if (payload.typ !== 'user' || typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return 'invalid';
  return { kind: 'user', userId, sessionId: payload.sid };
};

/** Opaque random token (refresh, one-time links); only its hash is stored. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
