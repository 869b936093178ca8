import { describe, expect, it } from 'vitest';
// the conformance file is read where it lives, beside the repository, never copied
import liveinwater from '../../../../../shared/conformance/fca/liveinwater.cxt?raw';
import { parseCxt } from '../../../../model/fca/cxt';
import { contextToWire } from '../../../../model/fca/formalContext';
import { analyse, latticeToWire } from '../../../../model/fca/lattice';
import { buildDrawing } from './latticeDrawing';
import { effectiveMinExtent, highlightOf, latticeModel, shownLattice } from './latticeModel';

const ctx = parseCxt(liveinwater);
const analysed = analyse(ctx);
const context = contextToWire(ctx);
const wire = latticeToWire(analysed.concepts, analysed.covers);
const model = latticeModel(context, wire);

describe('the lattice of liveinwater.cxt as drawn', () => {
  it('names every object and every attribute exactly once (reduced labelling)', () => {
    expect(model.own.objects.flat().sort((a, b) => a - b)).toEqual(context.objects.map((_, i) => i));
    expect(model.own.attributes.flat().sort((a, b) => a - b)).toEqual(context.attributes.map((_, i) => i));
    const drawing = buildDrawing(shownLattice(model, 0, new Set()), model.labels, true);
    const text = drawing.nodes.map((n) => `${n.above}|${n.below}`).join('|');
    for (const name of [...context.objects, ...context.attributes]) expect(text.split(name).length - 1, name).toBeGreaterThanOrEqual(1);
    expect(drawing.nodes).toHaveLength(19);
    expect(drawing.edges).toHaveLength(32);
  });

  it('draws the top on the first layer, alone, with «needs water to live» above it', () => {
    const drawing = buildDrawing(shownLattice(model, 0, new Set()), model.labels, true);
    const top = wire.concepts.findIndex((c) => c.extent.length === context.objects.length);
    const topNode = drawing.nodes.find((n) => n.concept === top)!;
    expect(topNode.above).toBe('needs water to live');
    for (const node of drawing.nodes) if (node !== topNode) expect(node.y).toBeGreaterThan(topNode.y);
  });

  it('filters by support: only concepts with enough objects, and never loses the top', () => {
    const iceberg = shownLattice(model, 3, new Set());
    expect(iceberg.concepts.every((c) => model.extentSizes[c]! >= 3)).toBe(true);
    expect(iceberg.concepts.length).toBe(model.extentSizes.filter((s) => s >= 3).length);
    expect(effectiveMinExtent(model, 99)).toBe(8);
    expect(shownLattice(model, 99, new Set()).concepts).toHaveLength(1);
  });

  it('highlights the strict upper and lower sets of the selected concept', () => {
    const bottom = wire.concepts.findIndex((c) => c.intent.length === context.attributes.length);
    const highlight = highlightOf(model, bottom)!;
    expect(highlight.upper.size).toBe(18);
    expect(highlight.lower.size).toBe(0);
    expect(highlight.upper.has(bottom)).toBe(false);
  });
});
