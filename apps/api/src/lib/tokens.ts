import { createHash, randomBytes } from 'node:crypto';
import type { TemporaryPermission } from '@platform/shared';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** A user token names its session (the refresh-token family), so a logout ends it before it expires. */
export type AccessClaims =
  | { kind: 'user'; userId: number; sessionId: string }
  | { kind: 'temporary'; userId: number; permissions: TemporaryPermission[]; resourceId: number | null };

const ISSUER = 'platforma-budowlana';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TokenSigner = {
  signAccess: (claims: AccessClaims, ttlSeconds: number) => Promise<string>;
  verifyAccess: (token: string) => Promise<AccessClaims | 'expired' | 'invalid'>;
};

export const createTokenSigner = (secret: string): TokenSigner => {
  const key = new TextEncoder().encode(secret);
  return {
    signAccess: (claims, ttlSeconds) =>
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
        .sign(key),
    verifyAccess: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
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
      } catch (error) {
        return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
};

/** Opaque random token (refresh, one-time links); only its hash is stored. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
