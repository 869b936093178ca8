/**
 * Who is in the document, from the relay's awareness states. Each tab publishes `user`
 * ({ id, name, color }: the Collaboration caret reads the same field) and `focus` (the innerId
 * of the element it is typing in, or null).
 */
export type PresentUser = { clientId: number; id: string; name: string; color: string; elementId: string | null };

/** Caret colours: 6-digit hex, as y-prosemirror requires; dark enough for white initials. */
export const PRESENCE_COLORS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#c2410c', '#0e7490', '#be185d', '#4d7c0f'] as const;

/** A stable colour per user, so a person keeps theirs across tabs and visits. */
export function userColor(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return PRESENCE_COLORS[Math.abs(hash) % PRESENCE_COLORS.length]!;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The other people here, one entry per person (a person with two tabs open is one avatar; the
 * tab that is in an element wins), sorted by name. The caller's own tab is left out.
 */
export function presentUsers(states: ReadonlyMap<number, unknown>, selfClientId: number, selfUserId?: string): PresentUser[] {
  const byUser = new Map<string, PresentUser>();
  for (const [clientId, state] of states) {
    if (clientId === selfClientId || !isRecord(state) || !isRecord(state.user)) continue;
    const { id, name, color } = state.user;
    if (typeof id !== 'string' || id === selfUserId) continue;
    const elementId = typeof state.focus === 'string' ? state.focus : null;
    const known = byUser.get(id);
    if (known && (known.elementId !== null || elementId === null)) continue;
    byUser.set(id, { clientId, id, name: typeof name === 'string' && name ? name : id, color: typeof color === 'string' ? color : PRESENCE_COLORS[0], elementId });
  }
  return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** Initials for an avatar: "Анна Петрова" → "АП", "admin" → "A". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
