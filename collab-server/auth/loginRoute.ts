import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { AppContext } from '../context';
import { loginRequestSchema } from '../../realtime/protocol/auth';
import { ensureSetting } from '../store';
import { AUTH_MESSAGES } from './authMessages';
import { signInWithPassword } from './signIn';
import { rateLimited, parseInput } from '../problems';

/** Attempts are counted per client address and login, so one user's typos do not lock out others. */
export function signInAttemptKey(request: Pick<FastifyRequest, 'ip' | 'body'>): string {
  const body = request.body;
  const login = body && typeof body === 'object' && 'login' in body && typeof body.login === 'string' ? body.login : '';
  return `${request.ip}|${login.trim().toLowerCase().slice(0, 200)}`;
}

/**
 * POST /api/auth/login {login, password} → {jwtToken}. Rate limited in a scope of its own, so the
 * limiter touches no other route; with Redis the count is shared by every process of this
 * installation (the key space is named after the installation, which lives in the database).
 */
export async function loginRoute(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const installationId = await ensureSetting(ctx.db, 'installation_id', () => randomUUID());
  await api.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      ...(ctx.redis ? { redis: ctx.redis, nameSpace: `ontoweave:${installationId}:sign-in:` } : {}),
      // a Redis outage must not lock everyone out: sign-in then goes unlimited
      skipOnError: true,
    });
    scope.post(
      '/auth/login',
      {
        config: {
          rateLimit: {
            max: ctx.config.loginRateLimit,
            timeWindow: 60_000,
            // after body parsing, so the login is part of the key
            hook: 'preHandler',
            keyGenerator: signInAttemptKey,
            errorResponseBuilder: () => rateLimited(AUTH_MESSAGES.tooManySignInAttempts),
          },
        },
      },
      async (request) => {
        const input = parseInput(loginRequestSchema, request.body, 'sign-in request');
        try {
          return { jwtToken: await signInWithPassword(ctx, input.login, input.password) };
        } catch (error) {
          // what an operator looks for when someone cannot get in, or someone keeps trying
          request.log.info({ login: input.login.slice(0, 200), ip: request.ip, reason: error instanceof Error ? error.message : String(error) }, 'sign-in refused');
          throw error;
        }
      },
    );
  });
}
