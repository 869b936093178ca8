import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Caller } from '../auth/caller';
import { assertChatEnabled } from './chatAccess';
import { requireSignedIn } from '../http/requestCaller';

/** A signed-in caller (never the public user) of an accessible chat section. */
export async function requireChatter(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  assertChatEnabled(ctx);
  return requireSignedIn(ctx, request);
}
