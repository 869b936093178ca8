import * as client from 'openid-client';
import type { AppContext } from '../context';
import type { SignInErrorCode } from '../../realtime/protocol/auth';
import { OIDC_SCOPES, OidcUnavailableError, oidcConfiguration } from './oidcClient';
import { saveOidcState, takeOidcState, type OidcState } from './oidcStates';
import { findOrCreateOidcUser, identityFromClaims, type OidcIdentity } from './oidcAccounts';
import { AccountDisabledError, LicenseLimitError, openSession } from './signIn';
import { createSsoToken } from './ssoTokens';
import { locationAfterSignIn, signInPageLocation, silentDoneLocation } from './returnPath';

type Tokens = client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;

/**
 * Starts the authorization code flow (PKCE, state, nonce) and returns the provider's sign-in URL.
 * `silent`: the renewal the app runs in a hidden frame before its session ends — the provider is
 * asked not to show anything (prompt=none) and the flow ends on the silent-done page.
 */
export async function startOidcSignIn(ctx: AppContext, redirectUri: string, returnTo: string, silent = false): Promise<URL> {
  const configuration = await oidcConfiguration(ctx);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await saveOidcState(ctx.db, { state, code_verifier: codeVerifier, nonce, return_to: returnTo, silent });
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: OIDC_SCOPES,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(silent ? { prompt: 'none' } : {}),
  });
}

async function readIdentity(ctx: AppContext, configuration: client.Configuration, tokens: Tokens): Promise<OidcIdentity | null> {
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

/** A callback that cannot sign the user in, with the code the sign-in page shows a message for. */
class SignInFailure extends Error {
  constructor(
    readonly code: SignInErrorCode,
    readonly detail?: unknown,
  ) {
    super(code);
  }
}

async function exchangeCode(ctx: AppContext, callbackUrl: URL, saved: OidcState): Promise<{ identity: OidcIdentity; tokens: Tokens }> {
  let configuration: client.Configuration;
  try {
    configuration = await oidcConfiguration(ctx);
  } catch (error) {
    if (error instanceof OidcUnavailableError) throw new SignInFailure('oidc_unavailable', error);
    throw error;
  }
  try {
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: saved.code_verifier,
      expectedState: saved.state,
      expectedNonce: saved.nonce,
      idTokenExpected: true,
    });
    const identity = await readIdentity(ctx, configuration, tokens);
    if (!identity) throw new Error('the ID token names no subject');
    return { identity, tokens };
  } catch (error) {
    throw new SignInFailure('oidc_failed', error);
  }
}

/** Finds or creates the account and opens its session of kind 'oidc'; returns the one-time ssoToken. */
async function openOidcSession(ctx: AppContext, identity: OidcIdentity, idToken: string | undefined): Promise<string> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const user = await findOrCreateOidcUser(trx, identity);
      const session = await openSession(trx, ctx, user, 'oidc', idToken);
      return createSsoToken(trx, session.id);
    });
  } catch (error) {
    // the transaction is rolled back: a new account is not kept when the licence has no room
    if (error instanceof LicenseLimitError) throw new SignInFailure('license_limit');
    if (error instanceof AccountDisabledError) throw new SignInFailure('account_disabled');
    throw error;
  }
}

/**
 * Finishes the flow: exchanges the code, finds or creates the account, opens a session of kind
 * 'oidc' (keeping the ID token for sign-out) and returns where to send the browser: the return
 * path with a one-time ssoToken, or, when signing in fails, the sign-in page with the reason's
 * code — the browser is never left on an error document. `query` is null when the callback's
 * query was unusable.
 */
export async function finishOidcSignIn(ctx: AppContext, callbackUrl: URL, query: OidcCallback | null): Promise<string> {
  const saved = query ? await takeOidcState(ctx.db, query.state) : null;
  try {
    if (!query || !saved) throw new SignInFailure('oidc_state_expired');
    if (query.error) throw new SignInFailure('oidc_failed', { error: query.error, description: query.error_description });
    const { identity, tokens } = await exchangeCode(ctx, callbackUrl, saved);
    const ssoToken = await openOidcSession(ctx, identity, tokens.id_token);
    if (saved.silent) return silentDoneLocation(ctx.config.basePath, { ssoToken });
    return locationAfterSignIn(ctx.config.basePath, saved.return_to, ssoToken);
  } catch (error) {
    if (!(error instanceof SignInFailure)) throw error;
    ctx.log.warn({ code: error.code, detail: error.detail, silent: saved?.silent ?? false }, 'OpenID sign-in failed');
    if (saved?.silent) return silentDoneLocation(ctx.config.basePath, { error: error.code });
    return signInPageLocation(ctx.config.basePath, saved?.return_to ?? '/', error.code);
  }
}
