import type { Server } from 'socket.io';
import type { AppContext } from '../context';
import { chunks, IDS_PER_STATEMENT } from '../store';
import type { HubSocket } from './handshakeAuth';

export const SESSION_SWEEP_MS = 30_000;

/** The session ids among these that are still live (not revoked, not expired, user enabled). */
export async function liveSessionIds(ctx: AppContext, ids: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (const batch of chunks([...new Set(ids)], IDS_PER_STATEMENT)) {
    const rows = await ctx.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('sessions.id', 'in', batch)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', new Date())
      .where('users.disabled', '=', false)
      .execute();
    for (const row of rows) live.add(row.id);
  }
  return live;
}

/**
 * A socket lives no longer than its session: signing out, an expired session or a disabled
 * account ends this process's sockets of it within SESSION_SWEEP_MS (the handshake then refuses
 * them if they come back).
 */
export function startSessionSweep(ctx: AppContext, io: Server): () => void {
  let running = false;
  const sweep = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      await endDeadSessions(ctx, io);
    } catch (error) {
      ctx.log.error({ err: error }, 'hub: checking the sockets’ sessions failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), SESSION_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Disconnects this process's sockets whose session is no longer live; returns how many. */
export async function endDeadSessions(ctx: AppContext, io: Server): Promise<number> {
  const sockets = [...io.of('/').sockets.values()] as unknown as HubSocket[];
  if (sockets.length === 0) return 0;
  const live = await liveSessionIds(ctx, sockets.map((s) => s.data.sessionId));
  const dead = sockets.filter((s) => !live.has(s.data.sessionId));
  for (const socket of dead) socket.disconnect(true);
  return dead.length;
}
