import { attributeColumns, closeAttributes, extentOf } from './formalContext';
import type { Concept, FormalContext } from './types';

/**
 * Ganter's NextClosure (1984): the intents in lectic order, each the closure of the previous one's
 * prefix plus one attribute, kept when the closure adds nothing before that attribute. Plain and
 * slow on purpose — it is the reference the fast enumeration is checked and measured against.
 * shouldStop (asked every 1,000 concepts) ends it early with the concepts found so far.
 */
export function nextClosureConcepts(ctx: FormalContext, control: { shouldStop?: () => boolean } = {}): Concept[] {
  const m = ctx.attributes.length;
  const columns = attributeColumns(ctx);
  const concepts: Concept[] = [];
  let intent: Uint32Array | null = closeAttributes(ctx, new Uint32Array((m + 31) >>> 5), columns);
  while (intent !== null) {
    concepts.push({ extent: extentOf(ctx, intent, columns), intent });
    if (concepts.length % 1000 === 0 && control.shouldStop?.()) break;
    intent = nextIntent(ctx, columns, intent, m);
  }
  return concepts;
}

function nextIntent(ctx: FormalContext, columns: Uint32Array[], intent: Uint32Array, m: number): Uint32Array | null {
  const prefix = intent.slice();
  for (let i = m - 1; i >= 0; i--) {
    const word = i >>> 5;
    const bit = 1 << (i & 31);
    if (prefix[word]! & bit) {
      prefix[word]! &= ~bit;
      continue;
    }
    prefix[word]! |= bit;
    const closed = closeAttributes(ctx, prefix, columns);
    prefix[word]! &= ~bit;
    let fresh = false;
    for (let w = 0; w < word && !fresh; w++) fresh = (closed[w]! & ~prefix[w]!) !== 0;
    if (!fresh && (closed[word]! & ~prefix[word]! & (bit - 1)) === 0) return closed;
  }
  return null;
}
