import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { ensureSetting } from '../store';
import type { TokenSigner } from '../context';

export type { TokenSigner };

/**
 * jwtTokens are HS256 JWTs naming a session row; the row is what makes them revocable. The key is
 * SESSION_SECRET or one generated on first start and kept in the database, so every process shares it.
 */
export async function createTokenSigner(db: Kysely<Database>, configured: string | undefined): Promise<TokenSigner> {
  const secret = configured ?? (await ensureSetting(db, 'session_secret', () => randomBytes(32).toString('base64')));
  const key = new TextEncoder().encode(secret);
  return {
    sign: (sessionId, expiresAt) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sessionId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setIssuer('ontoweave')
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: 'ontoweave', algorithms: ['HS256'] });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
