import type { FormalContextWire, LatticeWire } from '../../../../realtime/protocol/fca';
import { contextFromWire } from '../../../../model/fca/formalContext';
import { icebergLattice, latticeFromWire, lowerSet, reducedLabels, upperSet, type Lattice } from '../../../../model/fca/lattice';
import type { Highlight } from './latticeDrawing';
import { nodeLabels, type NodeLabels } from './latticeLabels';
import { visibleLattice, type VisibleLattice } from './latticeVisibility';

/** What the drawing needs of a lattice, computed once per lattice (not per zoom, filter or selection). */
export type LatticeModel = {
  lattice: Lattice;
  extentSizes: number[];
  /** Per concept its own objects and attributes (reduced labelling), as indices. */
  own: { objects: number[][]; attributes: number[][] };
  labels: NodeLabels;
};

export function latticeModel(context: FormalContextWire, wire: LatticeWire): LatticeModel {
  const ctx = contextFromWire(context);
  const lattice = latticeFromWire(ctx, wire);
  const own = reducedLabels(ctx, lattice.concepts);
  return {
    lattice,
    extentSizes: wire.concepts.map((c) => c.extent.length),
    own,
    labels: nodeLabels(own, context.objects, context.attributes),
  };
}

/** The support filter's threshold as applied: never above the top's extent, so the top always stays. */
export function effectiveMinExtent(model: LatticeModel, minExtent: number): number {
  return Math.min(minExtent, model.extentSizes.reduce((max, size) => Math.max(max, size), 0));
}

/** The iceberg lattice at `minExtent`, less what collapsed concepts hide. */
export function shownLattice(model: LatticeModel, minExtent: number, collapsed: ReadonlySet<number>): VisibleLattice {
  const iceberg = icebergLattice(model.lattice.concepts, model.lattice.covers, effectiveMinExtent(model, minExtent));
  return visibleLattice(iceberg, collapsed);
}

/** The selected concept and its strict upper and lower sets (filter and ideal) in the whole lattice. */
export function highlightOf(model: LatticeModel, selected: number): Highlight {
  const upper = upperSet(model.lattice.covers, selected);
  const lower = lowerSet(model.lattice.covers, selected);
  upper.delete(selected);
  lower.delete(selected);
  return { selected, upper, lower };
}
