/**
 * Where a change-log tail stands. `seq` is a bigserial: concurrent transactions take their numbers
 * in one order and may commit in another, so a tail that only asks for `seq > last` would skip a
 * row committed late. Missing numbers below the last one seen are kept as holes and asked for
 * again until they turn up or are older than `holeTtlMs` (a rolled-back transaction's numbers
 * never turn up).
 */
export type SeqCursor = { last: bigint; holes: ReadonlyMap<bigint, number> };

// a jump this large is not concurrency (a restore, a sequence reset): no holes are kept for it
export const MAX_TRACKED_HOLES = 1000;

export const startCursor = (last: bigint): SeqCursor => ({ last, holes: new Map() });

/** The cursor after the tail read these seqs (ascending), at `now` ms. */
export function advanceCursor(cursor: SeqCursor, seen: readonly bigint[], now: number, holeTtlMs: number): SeqCursor {
  const holes = new Map(cursor.holes);
  let last = cursor.last;
  for (const seq of seen) {
    if (holes.delete(seq) || seq <= last) continue;
    if (seq - last - 1n <= BigInt(MAX_TRACKED_HOLES)) {
      for (let missing = last + 1n; missing < seq; missing++) holes.set(missing, now);
    }
    last = seq;
  }
  for (const [seq, since] of holes) if (now - since > holeTtlMs) holes.delete(seq);
  return { last, holes };
}

/** The holes still worth asking for, oldest first. */
export const openHoles = (cursor: SeqCursor): bigint[] => [...cursor.holes.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
