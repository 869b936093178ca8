import { describe, expect, it } from 'vitest';
import type { Axiom } from './axioms';
import { candidateMirrors, FactKey, type MirrorContext } from './factKeys';

const X = 'urn:x#';
const cx: MirrorContext = {
  kindOf: (iri) => ({ [`${X}A`]: 'class', [`${X}p`]: 'objectProperty', [`${X}d`]: 'dataProperty', [`${X}i`]: 'individual' } as const)[iri],
  dataTypeOf: () => 'int',
  xsdType: (dt) => (dt?.endsWith('integer') ? 'int' : 'string'),
};
const C = (n: string) => ({ t: 'Class', iri: `${X}${n}` }) as const;
const p = { t: 'ObjectProperty', iri: `${X}p` } as const;

describe('fact keys an import stores for an axiom', () => {
  it.each<[string, Axiom, string[]]>([
    ['a declaration', { t: 'Declaration', kind: 'Class', iri: `${X}A` }, [FactKey.decl(`${X}A`, 'class')]],
    ['an undeclared entity', { t: 'Declaration', kind: 'AnnotationProperty', iri: `${X}note` }, []],
    ['a named parent', { t: 'SubClassOf', sub: C('A'), sup: C('B') }, [FactKey.parent(`${X}A`, `${X}B`)]],
    ['an exact cardinality', { t: 'SubClassOf', sub: C('A'), sup: { t: 'ObjectExactCardinality', n: 2, prop: p } }, [FactKey.min(`${X}p`, 2), FactKey.max(`${X}p`, 2)]],
    ['an existential (not shown in forms)', { t: 'SubClassOf', sub: C('A'), sup: { t: 'ObjectSomeValuesFrom', prop: p, filler: C('B') } }, []],
    ['a label without language, guessed', { t: 'AnnotationAssertion', prop: 'http://www.w3.org/2000/01/rdf-schema#label', subject: `${X}A`, value: { literal: { value: 'Кот' } } }, [FactKey.label(`${X}A`, 'ru', 'Кот')]],
    ['a SKOS definition as a comment', { t: 'AnnotationAssertion', prop: 'http://www.w3.org/2004/02/skos/core#definition', subject: `${X}A`, value: { literal: { value: 'x', lang: 'en-GB' } } }, [FactKey.comment(`${X}A`, 'en', 'x')]],
    ['a data value converted to the property type', { t: 'DataPropertyAssertion', prop: `${X}d`, subject: `${X}i`, value: { value: ' 42 ', datatype: 'http://www.w3.org/2001/XMLSchema#integer' } }, [FactKey.value(`${X}i`, `${X}d`, '42')]],
    ['a value the type refuses', { t: 'DataPropertyAssertion', prop: `${X}d`, subject: `${X}i`, value: { value: 'many' } }, []],
    ['a functional property', { t: 'FunctionalObjectProperty', prop: p }, [FactKey.max(`${X}p`, 1)]],
    ['an OWL 1 inline definition (not shown in forms)', { t: 'EquivalentClasses', ops: [C('A'), { t: 'ObjectUnionOf', ops: [C('B'), C('C')] }], inline: true }, []],
  ])('%s', (_name, axiom, keys) => expect(candidateMirrors(axiom, cx)).toEqual(keys));
});
