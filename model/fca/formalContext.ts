import type { FormalContextWire } from '../../realtime/protocol/fca';
import { addBit, bitsToIndices, emptySet, fullSet, indicesToBits, intersectInto } from './bitset';
import type { FormalContext } from './types';

/** A context from names and, per object, the indices of its attributes. */
export function makeContext(objects: string[], attributes: string[], incidence: number[][]): FormalContext {
  if (incidence.length !== objects.length) throw new RangeError(`${incidence.length} incidence rows for ${objects.length} objects`);
  return { objects, attributes, rows: incidence.map((row) => indicesToBits(row, attributes.length)) };
}

export function contextToWire(ctx: FormalContext): FormalContextWire {
  return { objects: [...ctx.objects], attributes: [...ctx.attributes], incidence: ctx.rows.map(bitsToIndices) };
}

export function contextFromWire(wire: FormalContextWire): FormalContext {
  return makeContext([...wire.objects], [...wire.attributes], wire.incidence);
}

/** Per attribute, the objects having it (a bitset over the objects): the context transposed. */
export function attributeColumns(ctx: FormalContext): Uint32Array[] {
  const columns = ctx.attributes.map(() => emptySet(ctx.objects.length));
  ctx.rows.forEach((row, g) => {
    for (const m of bitsToIndices(row)) addBit(columns[m]!, g);
  });
  return columns;
}

/** attrs′: the objects having every attribute of attrs (all objects for the empty set). */
export function extentOf(ctx: FormalContext, attrs: Uint32Array, columns?: Uint32Array[]): Uint32Array {
  const extent = fullSet(ctx.objects.length);
  if (columns !== undefined) {
    for (const m of bitsToIndices(attrs)) intersectInto(extent, columns[m]!);
    return extent;
  }
  const words = attrs.length;
  ctx.rows.forEach((row, g) => {
    for (let w = 0; w < words; w++) {
      if ((attrs[w]! & ~row[w]!) !== 0) {
        extent[g >>> 5]! &= ~(1 << (g & 31));
        return;
      }
    }
  });
  return extent;
}

/** objs′: the attributes every object of objs has (all attributes for the empty set). */
export function intentOf(ctx: FormalContext, objs: Uint32Array): Uint32Array {
  const intent = fullSet(ctx.attributes.length);
  for (let w = 0; w < objs.length; w++) {
    let word = objs[w]!;
    while (word !== 0) {
      const low = word & -word;
      intersectInto(intent, ctx.rows[(w << 5) + 31 - Math.clz32(low)]!);
      word ^= low;
    }
  }
  return intent;
}

/** X″ for a set of attributes. */
export function closeAttributes(ctx: FormalContext, attrs: Uint32Array, columns?: Uint32Array[]): Uint32Array {
  return intentOf(ctx, extentOf(ctx, attrs, columns));
}
