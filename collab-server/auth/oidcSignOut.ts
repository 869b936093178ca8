import * as client from 'openid-client';
import type { AppContext } from '../context';
import { oidcConfiguration } from './oidcClient';

export type OidcSignOut = {
  /** The session's ID token, sent as id_token_hint when we still have it. */
  idToken: string | null;
  /** Our GET /api/auth/oidc/signed-out, registered at the provider as a post-logout redirect URI. */
  postLogoutRedirectUri: string;
  /** Where to come back to after signing in again; the provider hands it back as `state`. */
  returnTo: string;
};

/**
 * The provider's end-session URL (RP-initiated logout), or null when the provider has no
 * end-session endpoint or cannot be reached: then only our session ends and the caller falls
 * back to the app's own sign-in page.
 *
 * The post-logout URI is one fixed address and the return path travels in `state`, because
 * providers match post_logout_redirect_uri exactly against what is registered.
 */
export async function oidcSignOutUrl(ctx: AppContext, signOut: OidcSignOut): Promise<string | null> {
  let configuration: client.Configuration;
  try {
    configuration = await oidcConfiguration(ctx);
  } catch (error) {
    ctx.log.warn({ err: error }, 'OpenID sign-out at the provider skipped: the provider is unavailable');
    return null;
  }
  if (!configuration.serverMetadata().end_session_endpoint) return null;
  const parameters: Record<string, string> = { post_logout_redirect_uri: signOut.postLogoutRedirectUri, state: signOut.returnTo };
  if (signOut.idToken) parameters.id_token_hint = signOut.idToken;
  return client.buildEndSessionUrl(configuration, parameters).href;
}
