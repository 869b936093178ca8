import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { AuthConfig } from '../../realtime/protocol/auth';

/** GET /api/auth/config (no sign-in needed): lets the browser choose the sign-in flow and header. */
export async function authConfigRoute(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/auth/config', async (): Promise<AuthConfig> => ({
    oidc: Boolean(ctx.config.oidc),
    publicUser: ctx.config.publicUser.enabled,
    loginPath: `${ctx.config.basePath}sso/login`,
  }));
}
