import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loginRoute } from './loginRoute';
import { sessionRoutes } from './sessionRoutes';
import { checkAuthRoute } from './checkAuthRoute';
import { passwordRoute } from './passwordRoute';
import { oidcRoutes } from './oidcRoutes';
import { authConfigRoute } from './authConfigRoute';

/** /api/auth: built-in sign-in, sessions, passwords and OpenID Connect. */
export async function authRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  await loginRoute(api, ctx);
  await sessionRoutes(api, ctx);
  await checkAuthRoute(api, ctx);
  await passwordRoute(api, ctx);
  await oidcRoutes(api, ctx);
  await authConfigRoute(api, ctx);
}
