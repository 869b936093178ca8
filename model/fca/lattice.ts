import type { LatticeWire } from '../../realtime/protocol/fca';
import { bitsToIndices, countBits, indicesToBits } from './bitset';
import { computeConcepts, type ConceptControl } from './concepts';
import { coverEdges } from './covers';
import { attributeColumns, intentOf } from './formalContext';
import { IntentIndex } from './intentIndex';
import type { Concept, FormalContext, RunControl } from './types';

export type Covers = Array<[lower: number, upper: number]>;
export type Lattice = { concepts: Concept[]; covers: Covers };

/** The concepts and their cover relation. */
export function analyse(ctx: FormalContext, control: ConceptControl = {}): Lattice {
  const concepts = computeConcepts(ctx, control);
  const coverControl: RunControl = { shouldStop: control.shouldStop };
  return { concepts, covers: coverEdges(ctx, concepts, coverControl) };
}

export function latticeToWire(concepts: Concept[], covers: Covers): LatticeWire {
  return {
    concepts: concepts.map((c) => ({ extent: bitsToIndices(c.extent), intent: bitsToIndices(c.intent) })),
    covers: covers.map(([lower, upper]) => [lower, upper]),
  };
}

export function latticeFromWire(ctx: FormalContext, wire: LatticeWire): Lattice {
  return {
    concepts: wire.concepts.map((c) => ({ extent: indicesToBits(c.extent, ctx.objects.length), intent: indicesToBits(c.intent, ctx.attributes.length) })),
    covers: wire.covers.map(([lower, upper]) => [lower, upper]),
  };
}

/** ↑i: i and every concept above it (its superconcepts). */
export function upperSet(covers: Covers, i: number): Set<number> {
  return reach(covers, i, 0);
}

/** ↓i: i and every concept below it (its subconcepts). */
export function lowerSet(covers: Covers, i: number): Set<number> {
  return reach(covers, i, 1);
}

function reach(covers: Covers, start: number, from: 0 | 1): Set<number> {
  const next = new Map<number, number[]>();
  for (const edge of covers) {
    const list = next.get(edge[from]);
    if (list) list.push(edge[1 - from]!);
    else next.set(edge[from], [edge[1 - from]!]);
  }
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const j of next.get(queue.pop()!) ?? []) {
      if (!seen.has(j)) {
        seen.add(j);
        queue.push(j);
      }
    }
  }
  return seen;
}

/**
 * Reduced labelling: per concept, the objects whose object concept (g″, g′) it is and the
 * attributes whose attribute concept (m′, m″) it is — so each name is written once in a drawing.
 */
export function reducedLabels(ctx: FormalContext, concepts: Concept[]): { objects: number[][]; attributes: number[][] } {
  const index = new IntentIndex(concepts);
  const objects = concepts.map((): number[] => []);
  const attributes = concepts.map((): number[] => []);
  ctx.rows.forEach((row, g) => {
    const at = index.find(row);
    if (at >= 0) objects[at]!.push(g);
  });
  attributeColumns(ctx).forEach((column, m) => {
    const at = index.find(intentOf(ctx, column));
    if (at >= 0) attributes[at]!.push(m);
  });
  return { objects, attributes };
}

/**
 * The iceberg lattice: the concepts whose extent holds at least minExtent objects and the covers
 * among them. They form an upper set of the lattice, so any chain between two of them stays
 * inside it and the covers among them are simply the covers with both ends kept.
 * `indices[k]`: the index in the whole lattice of the k-th kept concept.
 */
export function icebergLattice(concepts: Concept[], covers: Covers, minExtent: number): Lattice & { indices: number[] } {
  const indices: number[] = [];
  const renumber = new Int32Array(concepts.length).fill(-1);
  concepts.forEach((c, i) => {
    if (countBits(c.extent) >= minExtent) {
      renumber[i] = indices.length;
      indices.push(i);
    }
  });
  const kept: Covers = [];
  for (const [lower, upper] of covers) {
    if (renumber[lower]! >= 0 && renumber[upper]! >= 0) kept.push([renumber[lower]!, renumber[upper]!]);
  }
  return { concepts: indices.map((i) => concepts[i]!), covers: kept, indices };
}
