import type { AppContext } from '../context';
import { callerFromToken } from '../auth';
import { COLLAB_PATH, documentName, parseDocumentName } from '../../realtime/protocol/relay';
import { documentAccess } from './documentKinds';

export type UpgradeDecision =
  | { ok: true; docName: string; userId: string; canWrite: boolean; limited: boolean; token: string }
  | { ok: false; status: 400 | 401 | 403 | 404; reason: string };

/** The document name of a relay URL (`{basePath}collab/{docName}?…`), or null for any other path. */
export function relayPathDocument(url: string, basePath: string): { raw: string; token: string | null } | null {
  const parsed = new URL(url, 'http://relay.invalid');
  const prefix = `${basePath}${COLLAB_PATH}/`;
  if (!parsed.pathname.startsWith(prefix)) return null;
  let raw: string;
  try {
    raw = decodeURIComponent(parsed.pathname.slice(prefix.length));
  } catch {
    raw = '';
  }
  return { raw, token: parsed.searchParams.get('token') };
}

/**
 * Decides, before the WebSocket upgrade, whether the caller may open the document: a known
 * kind (404 otherwise), a live session (401), and read access (403); write access makes the
 * socket an editor (limited: its updates are checked by the kind's hook), read access a watcher.
 */
export async function authorizeUpgrade(ctx: AppContext, target: { raw: string; token: string | null }): Promise<UpgradeDecision> {
  const name = parseDocumentName(target.raw);
  if (!name) return { ok: false, status: 404, reason: 'unknown document' };
  const caller = target.token ? await callerFromToken(ctx, target.token) : null;
  if (!caller) return { ok: false, status: 401, reason: target.token ? 'session is not valid' : 'no token' };
  const access = await documentAccess(caller, name, ctx);
  if (access === null) return { ok: false, status: 404, reason: 'unknown document kind' };
  if (access === 'none') return { ok: false, status: 403, reason: 'no access to the document' };
  const canWrite = access === 'write' || access === 'write-limited';
  return { ok: true, docName: documentName(name), userId: caller.user.id, canWrite, limited: access === 'write-limited', token: target.token! };
}
