import type { Server } from 'socket.io';
import type { Logger } from '../logger';
import { hubEventSchemas, userRoom, type HubEventName } from '../../realtime/protocol/hubEvents';
import type { HubPublisher } from './hubPublisher';

/**
 * The real `ctx.hub`: each payload is checked against its event's schema (a drifting payload is
 * logged and dropped here rather than failing in every browser), then emitted through socket.io,
 * whose Redis adapter (when configured) carries it to the sockets of every process.
 */
export function socketPublisher(io: Server, log: Logger, changesWritten: () => void = () => undefined): HubPublisher {
  const valid = (event: HubEventName, payload: unknown): unknown => {
    const parsed = hubEventSchemas[event].safeParse(payload);
    if (parsed.success) return parsed.data;
    log.error({ event, issues: parsed.error.issues.slice(0, 5) }, 'hub: event payload does not match its schema; not sent');
    return undefined;
  };
  return {
    toUsers: (userIds, event, payload) => {
      const data = valid(event, payload);
      if (data !== undefined && userIds.length > 0) io.to([...new Set(userIds)].map(userRoom)).emit(event, data);
    },
    toRoom: (room, event, payload) => {
      const data = valid(event, payload);
      if (data !== undefined) io.to(room).emit(event, data);
    },
    toAll: (event, payload) => {
      const data = valid(event, payload);
      if (data !== undefined) io.emit(event, data);
    },
    changesWritten,
  };
}
