import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { resolveCaller, type Caller } from './caller';
import { forbidden, unauthenticated } from '../problems';

/** The caller of a request or a 401: every API call is authorised on the server. */
export async function requireCaller(ctx: AppContext, request: FastifyRequest, dataSession?: string): Promise<Caller> {
  const caller = await resolveCaller(ctx, request.headers.authorization, dataSession);
  if (!caller) throw unauthenticated();
  return caller;
}

/** A signed-in (not public) caller or a 401. */
export async function requireSignedIn(ctx: AppContext, request: FastifyRequest, dataSession?: string): Promise<Caller> {
  const caller = await requireCaller(ctx, request, dataSession);
  if (caller.isPublic) throw unauthenticated();
  return caller;
}

export async function requireAdmin(ctx: AppContext, request: FastifyRequest, dataSession?: string): Promise<Caller> {
  const caller = await requireSignedIn(ctx, request, dataSession);
  if (!caller.user.is_admin) throw forbidden('Действие доступно только администраторам');
  return caller;
}
