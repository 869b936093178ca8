import type { WebSocket } from 'ws';
import type { AppContext } from '../context';
import { callerFromToken } from '../auth';
import { COLLAB_CLOSE } from '../../realtime/protocol/relay';

/**
 * The upgrade checked the session once; a socket lives on for hours. Every interval each open
 * socket's token is checked again (once per token): a sign-out or a disabled account closes its
 * sockets with a code the y-websocket client does not retry.
 */
export function watchSessions(ctx: AppContext, intervalMs: number) {
  const tokens = new Map<WebSocket, { token: string; ended: () => void }>();
  const check = async () => {
    const byToken = new Map<string, WebSocket[]>();
    for (const [socket, { token }] of tokens) byToken.set(token, [...(byToken.get(token) ?? []), socket]);
    for (const [token, sockets] of byToken) {
      const caller = await callerFromToken(ctx, token).catch(() => undefined);
      // undefined: the store did not answer; the sockets are given the benefit of the doubt
      if (caller !== null) continue;
      for (const socket of sockets) {
        tokens.get(socket)?.ended();
        tokens.delete(socket);
        socket.close(COLLAB_CLOSE.unauthorized, 'session ended');
      }
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return {
    add: (socket: WebSocket, token: string, ended: () => void) => tokens.set(socket, { token, ended }),
    remove: (socket: WebSocket) => tokens.delete(socket),
    stop: () => clearInterval(timer),
  };
}
