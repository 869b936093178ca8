import { SILENT_RENEW_MESSAGE } from '../../realtime/protocol/auth';

/**
 * The page a silent renewal ends on, inside the app's hidden frame: it posts the outcome to the
 * parent on this origin only (another site that framed the flow learns nothing) and shows nothing.
 * The JSON is made safe for a script element: no '<' can close it.
 */
export function silentDonePage(outcome: { ssoToken: string } | { error: string }): string {
  const message = JSON.stringify({ type: SILENT_RENEW_MESSAGE, ...outcome }).replace(/</g, '\\u003c');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Ontoweave</title></head><body><script>
window.parent.postMessage(${message}, window.location.origin);
</script></body></html>`;
}
