import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger';

/** A process's side of the change notices: say that this process wrote, hear that another did. */
export type ChangeNotices = { announce: () => void; onAnnounced: (listener: () => void) => void };

/**
 * After a write commits, the writing process publishes a notice on one Redis channel; every other
 * process, hearing it, reads the change log from its own cursor at once instead of at its next
 * poll. The notice carries nothing but who sent it: the change log stays the one source of the
 * changes and their order, so a notice lost (Redis restarting) costs only the time until the poll.
 * `sub` is a subscriber connection (the socket.io adapter's: it ignores channels not its own).
 */
export function joinChangeNotices(pub: Redis, sub: Redis, channel: string, log: Logger): Promise<ChangeNotices> {
  // this process's own notices come back to it too; its tail has been woken already
  const self = randomUUID();
  const listeners: Array<() => void> = [];
  sub.on('message', (from: string, sender: string) => {
    if (from !== channel || sender === self) return;
    for (const listener of listeners) listener();
  });
  return sub.subscribe(channel).then(() => ({
    announce: () => {
      pub.publish(channel, self).catch((error: unknown) => log.warn({ err: error }, 'hub: a change notice was not published; the other processes read the change at their next poll'));
    },
    onAnnounced: (listener) => listeners.push(listener),
  }));
}
