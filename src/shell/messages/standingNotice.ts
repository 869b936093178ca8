import { dismissMessage, showMessage, PERSISTENT, type MessageInput } from '../../state/messageStore';

// text last shown per key: a poll that finds the same state again must not bring back a notice the user closed
const shown = new Map<string, string>();

/**
 * Shows a persistent notice for a lasting state (limited mode, maintenance, degraded services):
 * once per distinct text, however often the state is reported.
 */
export function showStandingNotice(key: string, input: Omit<MessageInput, 'key'>): void {
  if (shown.get(key) === input.text) return;
  shown.set(key, input.text);
  showMessage({ timeout: PERSISTENT, ...input, key });
}

/** The state is over: the notice goes, and shows again if the state comes back. */
export function withdrawStandingNotice(key: string): void {
  if (!shown.delete(key)) return;
  dismissMessage(key);
}
