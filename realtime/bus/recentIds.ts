/**
 * Ids seen lately, to drop what arrives twice (a live event and the catch-up after a reconnect
 * overlap by design). Bounded: the oldest are forgotten first.
 */
export class RecentIds {
  private readonly seen = new Set<string>();
  constructor(private readonly capacity = 5000) {}

  /** True the first time an id is offered, false for a repeat. */
  add(id: string): boolean {
    if (this.seen.has(id)) return false;
    this.seen.add(id);
    if (this.seen.size > this.capacity) this.seen.delete(this.seen.values().next().value as string);
    return true;
  }

  clear(): void {
    this.seen.clear();
  }
}

/** The larger of two decimal sequence numbers (bigint text); null counts as none. */
export function maxSeq(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return BigInt(a) >= BigInt(b) ? a : b;
}
