/**
 * Formal concept analysis (Ganter & Wille): a formal context (G, M, I) kept as bitsets — each
 * object's row is a bitset over the attributes — and its concepts (extent, intent) as bitsets too.
 * Bitsets are Uint32Array of ceil(n / 32) words, bit i of word i >>> 5 at position i & 31.
 */
export type FormalContext = {
  objects: string[];
  attributes: string[];
  /** rows[g]: the attributes of object g. */
  rows: Uint32Array[];
};

export type Concept = { extent: Uint32Array; intent: Uint32Array };

/** An implication premise → conclusion over attribute indices; support: objects having the premise. */
export type Implication = { premise: number[]; conclusion: number[]; support: number };
/** An association rule: confidence = objects having premise ∪ conclusion / objects having premise. */
export type AssociationRule = Implication & { confidence: number };

/** Long computations report progress (0–1, or a running count) and may be stopped between steps. */
export type RunControl = {
  onProgress?: (progress: { fraction: number; concepts: number }) => void;
  /** Asked every few thousand steps; true stops the run with StoppedError. */
  shouldStop?: () => boolean;
};

export class StoppedError extends Error {
  constructor() {
    super('stopped');
    this.name = 'StoppedError';
  }
}

/** A malformed context file: the 1-based line and what is wrong there (a key of the fca locale's `format` messages, with its values). */
export class ContextFormatError extends Error {
  constructor(
    readonly line: number,
    readonly reason: 'header' | 'count' | 'name' | 'row-length' | 'row-char' | 'rows-missing' | 'rows-extra' | 'csv-header' | 'csv-cell' | 'csv-width' | 'empty' | 'too-large',
    readonly detail: Record<string, string | number> = {},
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'ContextFormatError';
  }
}
