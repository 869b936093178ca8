/**
 * Which entities this tab watches, counted: several components may watch one entity, and its room
 * is left only when the last lets go. Changes are batched until `flush`, so a list that watches a
 * hundred rows sends one message.
 */
export class EntityWatches {
  private readonly counts = new Map<string, number>();
  private joins = new Set<string>();
  private leaves = new Set<string>();

  /** Returns true when this is the entity's first watcher. */
  watch(id: string): boolean {
    const count = (this.counts.get(id) ?? 0) + 1;
    this.counts.set(id, count);
    if (count > 1) return false;
    if (!this.leaves.delete(id)) this.joins.add(id);
    return true;
  }

  /** Returns true when that was the entity's last watcher. */
  release(id: string): boolean {
    const count = this.counts.get(id) ?? 0;
    if (count === 0) return false;
    if (count > 1) {
      this.counts.set(id, count - 1);
      return false;
    }
    this.counts.delete(id);
    if (!this.joins.delete(id)) this.leaves.add(id);
    return true;
  }

  /** Rooms to join and to leave since the last flush. */
  flush(): { join: string[]; leave: string[] } {
    const pending = { join: [...this.joins], leave: [...this.leaves] };
    this.joins = new Set();
    this.leaves = new Set();
    return pending;
  }

  /** Everything watched now: what a new connection joins. */
  all(): string[] {
    return [...this.counts.keys()];
  }

  has(id: string): boolean {
    return this.counts.has(id);
  }
}

/** Splits ids into messages of at most `size`. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}
