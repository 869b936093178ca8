import { describe, expect, it } from 'vitest';
import type { Axiom, ClassExpr } from '../axioms';
import { parseConformance } from '../testing/conformance';
import { parseClassExpr } from './parse';
import { renderClassExpr } from './render';
import { resolverOf, type NamedEntity } from './resolver';
import type { ResolvedKind } from './tokenStream';
import { localNameOf, XSD } from './vocabulary';

const KINDS: readonly string[] = ['Class', 'ObjectProperty', 'DataProperty', 'NamedIndividual', 'Datatype'];

/** A plain string literal reads back without its (implied) xsd:string. */
const normalized = (expr: ClassExpr): ClassExpr => JSON.parse(JSON.stringify(expr).replaceAll(`,"datatype":"${XSD}string"`, '')) as ClassExpr;

function classExpressionsOf(axioms: readonly Axiom[]): ClassExpr[] {
  return axioms.flatMap((axiom) => (axiom.t === 'SubClassOf' ? [axiom.sub, axiom.sup] : axiom.t === 'EquivalentClasses' ? axiom.ops : []));
}

describe('pizza.owl: every SubClassOf and EquivalentClasses expression renders and parses back to the same AST', () => {
  it('round-trips them all', async () => {
    const axioms = await parseConformance('pizza.owl');
    const entities: NamedEntity[] = axioms.flatMap((axiom) =>
      axiom.t === 'Declaration' && KINDS.includes(axiom.kind) ? [{ iri: axiom.iri, kind: axiom.kind as ResolvedKind, name: localNameOf(axiom.iri) }] : [],
    );
    const resolve = resolverOf(entities);
    const nameOf = (iri: string) => localNameOf(iri);
    const expressions = classExpressionsOf(axioms).filter((expr) => expr.t !== 'Class');
    // the issue counts 188 restrictions and 15 equivalent-class definitions in pizza.owl
    expect(expressions.length).toBeGreaterThan(150);
    const failures: string[] = [];
    for (const expr of expressions) {
      const text = renderClassExpr(expr, nameOf);
      const parsed = parseClassExpr(text, resolve);
      if (!parsed.ok) failures.push(`${text}: ${parsed.error.code} at ${parsed.error.at}`);
      else if (JSON.stringify(normalized(parsed.expr)) !== JSON.stringify(normalized(expr))) failures.push(`${text}: another AST`);
    }
    expect(failures).toEqual([]);
  });
});
