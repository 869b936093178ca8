import type { Concept } from './types';

/**
 * Finds a concept by its intent in O(words): open addressing over the intents' words, because a
 * Map keyed by strings would build a string per lookup and covers look up millions of times.
 */
export class IntentIndex {
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(private readonly concepts: readonly Concept[]) {
    let size = 16;
    while (size < concepts.length * 2) size <<= 1;
    this.slots = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    concepts.forEach((c, i) => {
      let at = hashWords(c.intent) & this.mask;
      while (this.slots[at] !== -1) at = (at + 1) & this.mask;
      this.slots[at] = i;
    });
  }

  /** The index of the concept with this intent, or −1. */
  find(intent: Uint32Array): number {
    let at = hashWords(intent) & this.mask;
    for (;;) {
      const i = this.slots[at]!;
      if (i === -1) return -1;
      if (sameWords(this.concepts[i]!.intent, intent)) return i;
      at = (at + 1) & this.mask;
    }
  }
}

function hashWords(words: Uint32Array): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < words.length; k++) {
    h = Math.imul(h ^ words[k]!, 0x01000193);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

function sameWords(a: Uint32Array, b: Uint32Array): boolean {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}
