import { wordsFor } from './bitset';
import type { Concept } from './types';

/**
 * Where enumerated concepts are kept: extents and intents are views into large shared buffers,
 * because hundreds of thousands of small typed arrays each cost an ArrayBuffer of their own.
 */
export class ConceptStore {
  readonly concepts: Concept[] = [];
  private slab = new Uint32Array(0);
  private used = 0;
  private readonly extentWords: number;
  private readonly intentWords: number;

  constructor(objectCount: number, attributeCount: number) {
    this.extentWords = wordsFor(objectCount);
    this.intentWords = wordsFor(attributeCount);
  }

  /** A zeroed extent and intent for the next concept; the caller fills them in. */
  add(): Concept {
    const need = this.extentWords + this.intentWords;
    if (this.used + need > this.slab.length) {
      this.slab = new Uint32Array(Math.max(need, 1 << 18));
      this.used = 0;
    }
    const extent = this.slab.subarray(this.used, this.used + this.extentWords);
    const intent = this.slab.subarray(this.used + this.extentWords, this.used + need);
    this.used += need;
    const concept = { extent, intent };
    this.concepts.push(concept);
    return concept;
  }
}
