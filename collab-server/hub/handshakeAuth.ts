import type { Socket } from 'socket.io';
import type { AppContext } from '../context';
import { callerFromToken, tokenFromHeader } from '../auth';
import { unreadableClasses } from '../ontologyStore';
import { userRoom } from '../../realtime/protocol/hubEvents';
import { HUB_REFUSALS } from '../../realtime/protocol/hubMessages';

/** Who a socket belongs to, settled once by the handshake. */
/** `hidden`: the classes whose changes this caller may not hear (see `unreadableClasses`). */
export type HubSocketData = { userId: string; isAdmin: boolean; sessionId: string; hidden: string[] };

/** Sockets of callers who may not read every class (see `unreadableClasses`) also sit in this room. */
export const RESTRICTED_READERS_ROOM = 'readers:restricted';

export type HubSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, HubSocketData>;

/**
 * socket.io middleware: the session token from `auth: { token }` (raw or `Bearer …`) must name a
 * live session, or the connection is refused with a connect_error saying why. An accepted socket
 * joins its user's room, so `toUsers` reaches every tab of the user on every process.
 */
export function handshakeAuth(ctx: AppContext) {
  return (socket: HubSocket, next: (error?: Error) => void): void => {
    const raw: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    const token = typeof raw === 'string' ? tokenFromHeader(raw) : null;
    if (!token) return next(new Error(HUB_REFUSALS.noToken));
    callerFromToken(ctx, token).then(
      (caller) => {
        if (!caller?.session || caller.isPublic) return next(new Error(HUB_REFUSALS.badToken));
        const hidden = unreadableClasses(caller);
        socket.data = { userId: caller.user.id, isAdmin: caller.user.is_admin, sessionId: caller.session.id, hidden };
        void socket.join(hidden.length ? [userRoom(caller.user.id), RESTRICTED_READERS_ROOM] : [userRoom(caller.user.id)]);
        next();
      },
      (error: unknown) => {
        ctx.log.error({ err: error }, 'hub: handshake check failed');
        next(new Error('the session could not be checked'));
      },
    );
  };
}
