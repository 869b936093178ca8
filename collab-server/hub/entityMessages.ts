import type { AppContext } from '../context';
import { entityRoom } from '../../realtime/protocol/hubEvents';
import type { HubSocket } from './handshakeAuth';
import { onMessage } from './messageGuard';
import { watchableEntities } from './entityAccess';
import { catchUpChanges } from './catchUp';
import { serialQueue } from './serialQueue';
import { refusedByAreas } from './roomGuards';

// the newest chat message's seq only, never its content: where a fresh tab's chat catch-up starts
async function lastChatSeq(ctx: AppContext): Promise<string> {
  const row = await ctx.db.selectFrom('chat_messages').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  return row?.seq ? String(row.seq) : '0';
}

// rooms one socket may be in at once: a tab watches what it shows, not the whole store
export const MAX_WATCHED_PER_SOCKET = 2000;

/**
 * sync / watch / unwatch / catchUp: a socket joins the rooms of the entities it shows (refused silently
 * for entities its user may not read: they are left out of the answer) and asks for the changes
 * it missed while disconnected.
 */
export function handleEntityMessages(ctx: AppContext, socket: HubSocket, lastSeq: () => bigint): void {
  onMessage(socket, ctx.log, 'sync', async () => ({ ok: true, changeSeq: String(lastSeq()), chatSeq: await lastChatSeq(ctx) }));
  // joins and leaves take effect in the order the tab sent them
  const inOrder = serialQueue();
  onMessage(socket, ctx.log, 'watch', ({ entities }) => inOrder(async () => {
    const readable = await watchableEntities(ctx.db, entities, socket.data.hidden);
    const refused = await refusedByAreas(ctx, socket.data.userId, readable);
    const allowed = readable.filter((id) => !refused.has(id));
    const rooms = allowed.map(entityRoom);
    const fresh = rooms.filter((r) => !socket.rooms.has(r)).length;
    const watched = [...socket.rooms].filter((r) => r.startsWith('entity:')).length;
    if (watched + fresh > MAX_WATCHED_PER_SOCKET) return { ok: false, error: `at most ${MAX_WATCHED_PER_SOCKET} entities watched at once` };
    await socket.join(rooms);
    return { ok: true, entities: allowed, lastSeq: String(lastSeq()) };
  }));
  onMessage(socket, ctx.log, 'unwatch', ({ entities }) => inOrder(async () => {
    for (const entity of entities) await socket.leave(entityRoom(entity));
    return { ok: true };
  }));
  onMessage(socket, ctx.log, 'catchUp', async ({ since, entities }) => {
    const refused = await refusedByAreas(ctx, socket.data.userId, entities);
    return catchUpChanges(ctx.db, since, entities.filter((id) => !refused.has(id)), socket.data.hidden);
  });
}
