import { applyMessage, applyRead, readWatchedChannel, reloadChannels, reloadChannelsSoon } from './chatActions';
import { resetChat, type ChatMe } from './chatState';

/**
 * Keeps the chat live for the signed-in user from the moment the shell knows them: the channel
 * list (and so the top bar's unread dot) is fetched at once, then follows the bus's chat$
 * stream. The bus — and with it rxjs and socket.io-client — is imported here, lazily, so none of
 * it weighs on the first screen. Returns the stop for sign-out or a change of user.
 */
export function startChatWatcher(me: ChatMe): () => void {
  resetChat(me);
  let stopped = false;
  const stops: Array<() => void> = [];
  void reloadChannels();

  void import('../../../realtime/bus').then((bus) => {
    if (stopped) return;
    const chat = bus.chat$.subscribe((event) => (event.type === 'message' ? applyMessage(event.message) : applyRead(event.read)));
    // on every (re)connection ask for the counts again: what was posted before the socket was up,
    // and read marks set in other tabs while it was down, are not replayed by the catch-up
    const connection = bus.connectionState$.subscribe((state) => state === 'connected' && reloadChannelsSoon());
    stops.push(() => chat.unsubscribe(), () => connection.unsubscribe());
  });

  const onVisible = () => void readWatchedChannel();
  document.addEventListener('visibilitychange', onVisible);
  stops.push(() => document.removeEventListener('visibilitychange', onVisible));

  return () => {
    stopped = true;
    for (const stop of stops) stop();
    resetChat(null);
  };
}
