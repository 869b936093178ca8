import * as client from 'openid-client';
import type { AppContext } from '../context';
import { badRequest, unauthorized } from '../http/httpError';
import { AUTH_MESSAGES } from './authMessages';
import { OIDC_SCOPES, oidcConfiguration } from './oidcClient';
import { saveOidcState, takeOidcState } from './oidcStates';
import { findOrCreateOidcUser, identityFromClaims, type OidcIdentity } from './oidcAccounts';
import { openSession } from './signIn';
import { createSsoToken } from './ssoTokens';
import { locationAfterSignIn } from './returnPath';

/** Starts the authorization code flow (PKCE, state, nonce) and returns the provider's sign-in URL. */
export async function startOidcSignIn(ctx: AppContext, redirectUri: string, returnTo: string): Promise<URL> {
  const configuration = await oidcConfiguration(ctx);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await saveOidcState(ctx.db, { state, code_verifier: codeVerifier, nonce, return_to: returnTo });
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: OIDC_SCOPES,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
}

async function readIdentity(ctx: AppContext, configuration: client.Configuration, tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers): Promise<OidcIdentity | null> {
  const idClaims = tokens.claims();
  if (!idClaims) return null;
  let claims: Record<string, unknown> = { ...idClaims };
  // many providers put profile and email only in userinfo, not in the ID token
  if (configuration.serverMetadata().userinfo_endpoint) {
    try {
      claims = { ...claims, ...(await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)) };
    } catch (error) {
      ctx.log.warn({ err: error }, 'OpenID userinfo failed; signing in with the ID token claims');
    }
  }
  return identityFromClaims(claims);
}

export type OidcCallback = { state: string; error?: string; error_description?: string };

/**
 * Finishes the flow: exchanges the code, finds or creates the account, opens a session of kind
 * 'oidc' and returns where to send the browser (the return path with a one-time ssoToken).
 */
export async function finishOidcSignIn(ctx: AppContext, callbackUrl: URL, query: OidcCallback): Promise<string> {
  const saved = await takeOidcState(ctx.db, query.state);
  if (!saved) throw badRequest(AUTH_MESSAGES.oidcStateExpired);
  if (query.error) throw unauthorized(`${AUTH_MESSAGES.oidcFailed}: ${query.error_description ?? query.error}`);
  const configuration = await oidcConfiguration(ctx);
  let identity: OidcIdentity | null;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: saved.code_verifier,
      expectedState: saved.state,
      expectedNonce: saved.nonce,
      idTokenExpected: true,
    });
    identity = await readIdentity(ctx, configuration, tokens);
  } catch (error) {
    ctx.log.warn({ err: error }, 'OpenID code exchange failed');
    throw unauthorized(AUTH_MESSAGES.oidcFailed);
  }
  if (!identity) throw unauthorized(AUTH_MESSAGES.oidcFailed);
  const signedIn = identity;
  const ssoToken = await ctx.db.transaction().execute(async (trx) => {
    const user = await findOrCreateOidcUser(trx, signedIn);
    const session = await openSession(trx, ctx, user, 'oidc');
    return createSsoToken(trx, session.id);
  });
  return locationAfterSignIn(ctx.config.basePath, saved.return_to, ssoToken);
}
