import { oidcSignInPath } from '../../api/auth/signInNavigation';
import { SILENT_RENEW_MESSAGE } from '../../../realtime/protocol/auth';

/** How long the provider has to answer a silent renewal before it counts as failed. */
export const SILENT_RENEW_TIMEOUT_MS = 15_000;

type Outcome = { type: string; ssoToken?: unknown; error?: unknown };

/**
 * Runs the OpenID sign-in with prompt=none in a hidden frame (platform spec §7, silent renew): a
 * live session at the provider comes back as a one-time ssoToken, handed over by the silent-done
 * page of our own origin. Rejects when the provider wants the user to sign in, or says nothing in
 * time. The frame is removed whatever happens.
 */
export function renewSilently(timeoutMs = SILENT_RENEW_TIMEOUT_MS): Promise<string> {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.setAttribute('aria-hidden', 'true');
  frame.title = 'session renewal';
  let cleanUp = () => undefined as void;
  const outcome = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the identity provider did not answer the silent renewal in time')), timeoutMs);
    const onMessage = (event: MessageEvent<Outcome>) => {
      // only the silent-done page of this origin, in this frame, speaks for the renewal
      if (event.origin !== window.location.origin || event.source !== frame.contentWindow || event.data?.type !== SILENT_RENEW_MESSAGE) return;
      if (typeof event.data.ssoToken === 'string') resolve(event.data.ssoToken);
      else reject(new Error(`silent renewal refused: ${String(event.data.error)}`));
    };
    window.addEventListener('message', onMessage);
    cleanUp = () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
    };
  });
  frame.src = `${oidcSignInPath('/')}&prompt=none`;
  document.body.appendChild(frame);
  return outcome.finally(() => cleanUp());
}
