import * as client from 'openid-client';
import type { AppContext } from '../context';
import { Problem, notFound } from '../problems';
import { AUTH_MESSAGES } from './authMessages';

export const OIDC_SCOPES = 'openid profile email';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http is accepted only for a provider on this machine (development and tests). */
export function allowsInsecureIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
}

/** The provider could not be reached (discovery failed): unavailable, and the sign-in page says so. */
export class OidcUnavailableError extends Problem {
  constructor() {
    super('unavailable', AUTH_MESSAGES.oidcProviderUnavailable);
  }
}

// One discovery per server; a failed one is forgotten so the next sign-in retries it.
const configurations = new WeakMap<AppContext, Promise<client.Configuration>>();

function discover(oidc: NonNullable<AppContext['config']['oidc']>): Promise<client.Configuration> {
  const issuer = new URL(oidc.issuer);
  return client.discovery(
    issuer,
    oidc.clientId,
    undefined,
    // the OpenID default every provider supports
    client.ClientSecretBasic(oidc.clientSecret),
    allowsInsecureIssuer(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
  );
}

/** The provider's discovered configuration; notFound when OpenID Connect is not configured. */
export async function oidcConfiguration(ctx: AppContext): Promise<client.Configuration> {
  const oidc = ctx.config.oidc;
  if (!oidc) throw notFound(AUTH_MESSAGES.oidcNotConfigured);
  let pending = configurations.get(ctx);
  if (!pending) {
    pending = discover(oidc);
    configurations.set(ctx, pending);
  }
  try {
    return await pending;
  } catch (error) {
    configurations.delete(ctx);
    ctx.log.error({ err: error, issuer: oidc.issuer }, 'OpenID Connect discovery failed');
    throw new OidcUnavailableError();
  }
}
